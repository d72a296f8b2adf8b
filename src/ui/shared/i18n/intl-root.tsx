import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../../domain/locale/locale';
import { selectLocale } from '../../../application/preferences/language.selectors';
import { useLanguageSelector } from '../language-actor';
import { PageLoading } from '../page-loading';
import { loadMessages, type Messages } from './load-messages';

interface Loaded {
  locale: Locale;
  messages: Messages;
}

/** Provides react-intl with the chosen locale's catalogue and keeps <html lang> in step. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLanguageSelector(selectLocale);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((messages) => {
      // A slow catalogue for a language the user already left must not win.
      if (current) setLoaded({ locale, messages });
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
