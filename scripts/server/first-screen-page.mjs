import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build puts the painted pages, one per locale (scripts/build/first-screen.mjs). */
export const firstScreenPage = (locale) => `first-screen/home.${locale}.html`;

/** Set by the app (src/ui/shared/first-screen.ts): the language it shows, and whether a user is signed in. */
const LOCALE_COOKIE = 'first-screen-locale';
const USER_COOKIE = 'first-screen-user';

const cookieOf = (header, name) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header)?.[1];
/** The app's language before the user chooses one (src/domain/locale/locale.ts). */
const DEFAULT_LOCALE = 'en-US';

/**
 * The page with the mobile home painted in, in the language the user last chose (the app's
 * default when none), or null (send index.html) when the build has none for it, or when a user
 * is signed in: the painted home is the visitor's, with its Log in and Register.
 */
export function firstScreenFor(root, cookieHeader = '') {
  if (cookieOf(cookieHeader, USER_COOKIE) === '1') return null;
  const chosen = cookieOf(cookieHeader, LOCALE_COOKIE);
  const locale = chosen === undefined ? DEFAULT_LOCALE : decodeURIComponent(chosen);
  if (!/^[a-zA-Z-]{2,10}$/.test(locale)) return null;
  const page = firstScreenPage(locale);
  return existsSync(join(root, page)) ? page : null;
}
