import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the build puts the painted pages, one per screen and locale (scripts/build/first-screen.mjs):
 * the phone's home (`home`, for `/`) and the desktop's (`pc-main`, for `/pc/main`).
 */
export const firstScreenPage = (locale, screen = 'home') => `first-screen/${screen}.${locale}.html`;

/** Set by the app (src/ui/shared/first-screen.ts): the language it shows, and whether a user is signed in. */
const LOCALE_COOKIE = 'first-screen-locale';
const USER_COOKIE = 'first-screen-user';

const cookieOf = (header, name) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header)?.[1];
/** The app's language before the user chooses one (src/domain/locale/locale.ts). */
const DEFAULT_LOCALE = 'en-US';

/**
 * SPEC section 1's desktops (Windows, Mac, Linux, iPad), told as the app tells them
 * (src/domain/session/device-redirect.ts; a test holds the two to the same answers).
 */
const MOBILE_AGENT = /Android|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10/i;
const DESKTOP_AGENT = /Windows|Macintosh|Mac OS|Linux|X11|CrOS|iPad/i;
export const isDesktopAgent = (userAgent = '') =>
  !MOBILE_AGENT.test(userAgent) && DESKTOP_AGENT.test(userAgent);

/**
 * The page with a home painted in, in the language the user last chose (the app's default when
 * none), or null (send index.html) when the build has none for it, or when a user is signed in:
 * the painted home is the visitor's, with its Log in and Register. A phone that opens the
 * desktop's home gets the plain page: its script sends the phone to the mobile app, and the
 * painted desktop would only make it download the desktop's styles and scripts first.
 */
export function firstScreenFor(root, cookieHeader = '', screen = 'home', userAgent = '') {
  if (cookieOf(cookieHeader, USER_COOKIE) === '1') return null;
  if (screen === 'pc-main' && !isDesktopAgent(userAgent)) return null;
  const chosen = cookieOf(cookieHeader, LOCALE_COOKIE);
  const locale = chosen === undefined ? DEFAULT_LOCALE : decodeURIComponent(chosen);
  if (!/^[a-zA-Z-]{2,10}$/.test(locale)) return null;
  const page = firstScreenPage(locale, screen);
  return existsSync(join(root, page)) ? page : null;
}
