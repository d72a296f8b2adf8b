import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build puts the painted pages, one per locale (scripts/build/first-screen.mjs). */
export const firstScreenPage = (locale) => `first-screen/home.${locale}.html`;

/** Set by the app to the language it shows (src/ui/shared/first-screen.ts). */
const LOCALE_COOKIE = 'first-screen-locale';
/** The app's language before the user chooses one (src/domain/locale/locale.ts). */
const DEFAULT_LOCALE = 'en-US';

/**
 * The page with the mobile home painted in, in the language the user last chose (the app's
 * default when none), or null (send index.html) when the build has none for it.
 */
export function firstScreenFor(root, cookieHeader = '') {
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader)?.[1];
  const locale = chosen === undefined ? DEFAULT_LOCALE : decodeURIComponent(chosen);
  if (!/^[a-zA-Z-]{2,10}$/.test(locale)) return null;
  const page = firstScreenPage(locale);
  return existsSync(join(root, page)) ? page : null;
}
