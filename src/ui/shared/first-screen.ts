/**
 * The first screen that the build paints into the page (scripts/build/first-screen.mjs): a
 * home's frame and headings (the phone's at `/`, the desktop's at `/pc/main`), drawn before any
 * script runs, over the app as it starts.
 * The app hands over by removing it once its own screen has rendered underneath, at the same
 * place: the home page when it mounts, a failure when one shows, or the backstop below.
 */
export const FIRST_SCREEN_ID = 'first-screen';

/** However the start goes, the painted screen never hides the app longer than this. */
export const FIRST_SCREEN_BACKSTOP_MS = 10_000;

/** The build's mark on a painted page's root element (global.css: how the page scrolls meanwhile). */
export const FIRST_SCREEN_MARK = 'data-first-screen';

/** Removes the painted first screen, if the page has one; the app's own screen is under it. */
export function releaseFirstScreen(doc: Document = document): void {
  doc.getElementById(FIRST_SCREEN_ID)?.remove();
  doc.documentElement.removeAttribute(FIRST_SCREEN_MARK);
}

/**
 * The cookies that tell the server which first screen to paint (scripts/server reads them): the
 * language shown, and whether a user is signed in, who is not shown the visitor's greeting.
 * The app keeps both in storage, which the server cannot read.
 */
export const FIRST_SCREEN_LOCALE_COOKIE = 'first-screen-locale';
export const FIRST_SCREEN_USER_COOKIE = 'first-screen-user';

const cookie = (doc: Document, name: string, value: string) => {
  doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
};

/** Keeps the cookies in step with the app; a refused cookie only costs the painted screen. */
export function rememberFirstScreen(locale: string, signedIn: boolean, doc: Document = document): void {
  cookie(doc, FIRST_SCREEN_LOCALE_COOKIE, locale);
  cookie(doc, FIRST_SCREEN_USER_COOKIE, signedIn ? '1' : '0');
}
