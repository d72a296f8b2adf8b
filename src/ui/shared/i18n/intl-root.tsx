import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { selectLocale } from '../../../application/preferences/language.selectors';
import { useLanguageSelector } from '../language-actor';
import { PageLoading } from '../page-loading';
import { localeDataReady } from './locale-data-warm-up';
import { appTexts, TextsContext, type ShownTexts } from './texts';

/**
 * Provides react-intl with the chosen locale's catalogue and keeps <html lang> in step. The
 * catalogue starts with the shell's texts and the first screen's areas; a later screen's areas
 * join it as that screen asks (texts.ts).
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLanguageSelector(selectLocale);
  const [shown, setShown] = useState<ShownTexts | null>(null);

  useEffect(() => {
    let current = true;
    // The texts render once the locale's number and date data is loaded too (off the main
    // thread, see locale-data-warm-up.ts), so their first render does not load it.
    void Promise.all([appTexts.catalogue(locale), localeDataReady]).then(([next]) => {
      // A slow catalogue for a language the user already left must not win. The texts' arrival
      // renders the whole app; as a transition React does it in slices between which the phone
      // can paint and take input, instead of one long task.
      if (!current) return;
      appTexts.show(next);
      startTransition(() => setShown(next));
    });
    document.documentElement.lang = locale;
    return () => {
      current = false;
    };
  }, [locale]);

  if (!shown) return <PageLoading />;
  return (
    <TextsContext value={appTexts}>
      <IntlProvider locale={shown.locale} messages={shown.messages} defaultLocale="en-US">
        {children}
      </IntlProvider>
    </TextsContext>
  );
}
