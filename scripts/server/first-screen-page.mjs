import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the build puts the painted pages, one per screen and locale (scripts/build/first-screen.mjs):
 * the phone's home (`home`, for `/`) and the desktop's (`pc-main`, for `/pc/main`).
 */
export const firstScreenPage = (locale, screen = 'home') => `first-screen/${screen}.${locale}.html`;

/**
 * The routes that come with a visitor's first screen painted in, and the screen each gets: the
 * phone's tabs, and the desktop's (`pc-` screens, for desktops only). `/pc` is the desktop's
 * home, which the app sends on to `/pc/main`. A `bare` route is painted only at its bare
 * address: its query names what the screen shows (a market tab, a pair), which the painted one
 * would show otherwise for the moment it lies over the app.
 */
export const FIRST_SCREEN_ROUTES = [
  { url: '/', screen: 'home' },
  { url: '/market', screen: 'market', bare: true },
  // The visitor's prompt is the same for every pair.
  { url: '/trade', screen: 'trade' },
  { url: '/pc', screen: 'pc-main' },
  { url: '/pc/main', screen: 'pc-main' },
  { url: '/pc/trade', screen: 'pc-trade', bare: true },
];

/** The desktop's screens: a phone that opens one is sent on to the mobile app by its script. */
const isDesktopScreen = (screen) => screen.startsWith('pc-');

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
 * The page with a screen painted in, in the language the user last chose (the app's default when
 * none), or null (send index.html) when the build has none for it, or when a user is signed in:
 * the painted screens are the visitor's, with their Log in and Register. A phone that opens a
 * desktop's screen gets the plain page: its script sends the phone to the mobile app, and the
 * painted desktop would only make it download the desktop's styles and scripts first.
 */
export function firstScreenFor(root, cookieHeader = '', screen = 'home', userAgent = '') {
  if (cookieOf(cookieHeader, USER_COOKIE) === '1') return null;
  if (isDesktopScreen(screen) && !isDesktopAgent(userAgent)) return null;
  const chosen = cookieOf(cookieHeader, LOCALE_COOKIE);
  const locale = chosen === undefined ? DEFAULT_LOCALE : decodeURIComponent(chosen);
  if (!/^[a-zA-Z-]{2,10}$/.test(locale)) return null;
  const page = firstScreenPage(locale, screen);
  return existsSync(join(root, page)) ? page : null;
}
