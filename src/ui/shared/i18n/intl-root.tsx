import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { selectLocale } from '../../../application/preferences/language.selectors';
import { useLanguageSelector } from '../language-actor';
import { PageLoading } from '../page-loading';
import { loadMessagesWithFallback, type LoadedMessages } from './load-messages';
import { localeDataReady } from './locale-data-warm-up';

/** Provides react-intl with the chosen locale's catalogue and keeps <html lang> in step. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLanguageSelector(selectLocale);
  const [loaded, setLoaded] = useState<LoadedMessages | null>(null);

  useEffect(() => {
    let current = true;
    // The texts render once the locale's number and date data is loaded too (off the main
    // thread, see locale-data-warm-up.ts), so their first render does not load it.
    void Promise.all([loadMessagesWithFallback(locale), localeDataReady]).then(([next]) => {
      // A slow catalogue for a language the user already left must not win. The texts' arrival
      // renders the whole app; as a transition React does it in slices between which the phone
      // can paint and take input, instead of one long task.
      if (current) startTransition(() => setLoaded(next));
    });
    document.documentElement.lang = locale;
    return () => {
      current = false;
    };
  }, [locale]);

  if (!loaded) return <PageLoading />;
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}
