import { useEffect } from 'react';
import { selectLocale } from '../../application/preferences/language.selectors';
import { rememberFirstScreen } from './first-screen';
import { useLanguageSelector } from './language-actor';
import { useSignedIn } from './session-actor';

/** Tells the server, through its cookies, which first screen to paint on the next visit. */
export function RememberFirstScreen() {
  const locale = useLanguageSelector(selectLocale);
  const signedIn = useSignedIn();
  useEffect(() => rememberFirstScreen(locale, signedIn), [locale, signedIn]);
  return null;
}
