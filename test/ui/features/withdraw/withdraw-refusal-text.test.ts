import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../src/domain/locale/locale';
import { WithdrawRefusal } from '../../../../src/domain/withdraw/withdraw-refusal';
import { WITHDRAW_KNOWN } from '../../../../src/ui/features/withdraw/withdraw-problem-text';
import { failureText } from '../../../../src/ui/shared/failure-text';
import { loadCatalogue } from '../../../../src/ui/shared/i18n/load-messages';

/** What the exchange sends: English, with times no catalogue key can match. */
const SENT = 'Too many wrong fund passwords: withdrawals are locked until 2026-11-28 05:44 UTC (30 min left)';

describe("the exchange's lock, hold and whitelist refusals reach the screen translated, by reason word", () => {
  it.each(LOCALES)('%s has its own text for every reason, never the English msg', async (locale) => {
    const messages = await loadCatalogue(locale, ['withdraw']);
    const intl = createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    const texts = Object.values(WithdrawRefusal).map((reason) =>
      failureText(intl, { kind: 'said', text: SENT, reason }, WITHDRAW_KNOWN),
    );
    for (const text of texts) expect(text).not.toBe(SENT);
    // Each reason says its own why.
    expect(new Set(texts).size).toBe(texts.length);
    if (locale !== 'en-US') {
      const english = await loadCatalogue('en-US', ['withdraw']);
      const inEnglish = createIntl({ locale: 'en-US', messages: english });
      const originals = Object.values(WithdrawRefusal).map((reason) =>
        failureText(inEnglish, { kind: 'said', text: SENT, reason }, WITHDRAW_KNOWN),
      );
      texts.forEach((text, i) => expect(text).not.toBe(originals[i]));
    }
  });
});
