import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { selectLocale } from '../../../application/preferences/language.selectors';
import { useLanguageSelector } from '../language-actor';
import { PageLoading } from '../page-loading';
import { loadMessagesWithFallback, type LoadedMessages } from './load-messages';

/**
 * The engine's number and date data for a locale load on their first use, which react-intl's
 * provider makes: tens of milliseconds on a cheap phone. Asked for here, they load while the
 * texts are still on the network instead of inside the first render of the whole app.
 */
function warmUpLocaleData(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}

/** Provides react-intl with the chosen locale's catalogue and keeps <html lang> in step. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLanguageSelector(selectLocale);
  const [loaded, setLoaded] = useState<LoadedMessages | null>(null);

  useEffect(() => {
    let current = true;
    void loadMessagesWithFallback(locale).then((next) => {
      // A slow catalogue for a language the user already left must not win. The texts' arrival
      // renders the whole app; as a transition React does it in slices between which the phone
      // can paint and take input, instead of one long task.
      if (current) startTransition(() => setLoaded(next));
    });
    document.documentElement.lang = locale;
    warmUpLocaleData(locale);
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
