import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../src/domain/locale/locale';
import { loadMessagesWithFallback, type Messages } from '../../../../src/ui/shared/i18n/load-messages';

const catalogueOf =
  (failing: readonly Locale[]) =>
  async (locale: Locale): Promise<Messages> => {
    if (failing.includes(locale)) throw new TypeError('Failed to fetch dynamically imported module');
    return { 'app.name': `name in ${locale}` };
  };

describe('loading the language catalogue', () => {
  it('loads the chosen locale', async () => {
    expect(await loadMessagesWithFallback('zh-CN', catalogueOf([]))).toEqual({
      locale: 'zh-CN',
      messages: { 'app.name': 'name in zh-CN' },
    });
  });

  it('falls back to en-US when the chosen catalogue cannot be fetched', async () => {
    expect(await loadMessagesWithFallback('ja', catalogueOf(['ja']))).toEqual({
      locale: 'en-US',
      messages: { 'app.name': 'name in en-US' },
    });
  });

  it('shows the built-in English texts when no catalogue can be fetched', async () => {
    expect(await loadMessagesWithFallback('ko', catalogueOf(['ko', 'en-US']))).toEqual({
      locale: 'en-US',
      messages: {},
    });
  });

  it('loads the real en-US catalogue from the built files', async () => {
    const { locale, messages } = await loadMessagesWithFallback('en-US');
    expect(locale).toBe('en-US');
    expect(messages['failure.reload']).toBe('Reload');
  });
});
