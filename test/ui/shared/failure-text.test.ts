import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Failure, FailureKind } from '../../../src/application/shared/failure-message';
import { LOCALES } from '../../../src/domain/locale/locale';
import { loadMessagesWithFallback } from '../../../src/ui/shared/i18n/load-messages';
import { failureText, withReason } from '../../../src/ui/shared/failure-text';

const KINDS: readonly FailureKind[] = [
  'network',
  'timeout',
  'server',
  'malformed',
  'error',
  'outcome-unknown',
];

/** What a raw failure looks like when it leaks onto a screen. */
const RAW = /\b(network|timeout|malformed|outcome-unknown)\b|HTTP \d{3}/;

describe('failureText: every failure kind in words, in every language', () => {
  it.each(LOCALES)('%s has its own text for every kind, never the raw kind', async (locale) => {
    const { messages } = await loadMessagesWithFallback(locale);
    const intl = createIntl({
      locale,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    const texts = KINDS.map((kind) => failureText(intl, { kind }));
    for (const text of texts) expect(text).not.toMatch(RAW);
    // Seven kinds, seven different texts: no kind borrows another's words.
    expect(new Set(texts).size).toBe(KINDS.length);
  });

  it("shows the server's own words as they came (SPEC section 8)", async () => {
    const { messages } = await loadMessagesWithFallback('zh-CN');
    const intl = createIntl({ locale: 'zh-CN', messages });
    const said: Failure = { kind: 'said', text: 'Trading is paused' };
    expect(failureText(intl, said)).toBe('Trading is paused');
    expect(failureText(intl, { kind: 'error' })).toBe('错误');
  });

  it('translates a refusal by its reason word before its text: the text may carry times', () => {
    const intl = createIntl({ locale: 'ko', messages: { locked: '잠김', held: '보류' } });
    const known = { 'withdraw-locked': { id: 'locked' }, Locked: { id: 'held' } };
    const said: Failure = { kind: 'said', text: 'Locked', reason: 'withdraw-locked' };
    expect(failureText(intl, said, known)).toBe('잠김');
    expect(failureText(intl, { kind: 'said', text: 'Locked' }, known)).toBe('보류');
    // A reason no catalogue knows leaves the text to decide.
    expect(failureText(intl, { ...said, reason: 'other' }, known)).toBe('보류');
  });

  it('puts the reason after a status text, or leaves the text alone', () => {
    expect(withReason('Reconnecting…', 'Server error')).toBe('Reconnecting… Server error');
    expect(withReason('Reconnecting…', null)).toBe('Reconnecting…');
  });
});
