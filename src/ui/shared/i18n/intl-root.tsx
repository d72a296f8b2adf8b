import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { selectLocale } from '../../../application/preferences/language.selectors';
import { useLanguageSelector } from '../language-actor';
import { rememberFirstScreenLocale } from '../first-screen';
import { PageLoading } from '../page-loading';
import { localeDataReady } from './locale-data-warm-up';
import { appTexts, TextsContext, type ShownTexts } from './texts';

/**
 * A message the catalogue lacks, or cannot format, shows as its id or its raw English text: a
 * defect. The build leaves the message parser out (vite.config.ts), so even the English default
 * is not formatted then. Named on the console in every build, where each end-to-end test fails
 * on it; react-intl's own handler is silent in production.
 */
const reportTextDefect: IntlConfig['onError'] = (error) => {
  const { MISSING_TRANSLATION, FORMAT_ERROR } = ReactIntlErrorCode;
  if (error.code === MISSING_TRANSLATION || error.code === FORMAT_ERROR) console.error(error);
};

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
    rememberFirstScreenLocale(locale);
    return () => {
      current = false;
    };
  }, [locale]);

  if (!shown) return <PageLoading />;
  return (
    <TextsContext value={appTexts}>
      <IntlProvider
        locale={shown.locale}
        messages={shown.messages}
        defaultLocale="en-US"
        onError={reportTextDefect}
      >
        {children}
      </IntlProvider>
    </TextsContext>
  );
}
