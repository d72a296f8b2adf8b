/**
 * The first screen that the build paints into the page (scripts/build/first-screen.mjs): the
 * mobile home's frame and greeting, drawn before any script runs, over the app as it starts.
 * The app hands over by removing it once its own screen has rendered underneath, at the same
 * place: the home page when it mounts, a failure when one shows, or the backstop below.
 */
export const FIRST_SCREEN_ID = 'first-screen';

/** However the start goes, the painted screen never hides the app longer than this. */
export const FIRST_SCREEN_BACKSTOP_MS = 10_000;

/** Removes the painted first screen, if the page has one; the app's own screen is under it. */
export function releaseFirstScreen(doc: Document = document): void {
  doc.getElementById(FIRST_SCREEN_ID)?.remove();
}

/**
 * The cookie that tells the server which language to paint the first screen in: the choice is
 * kept in storage, which the server cannot read (scripts/server/app-server.mjs reads this).
 */
export const FIRST_SCREEN_LOCALE_COOKIE = 'first-screen-locale';

/** Keeps the cookie in step with the language shown; a refused cookie only costs the painted screen's language. */
export function rememberFirstScreenLocale(locale: string, doc: Document = document): void {
  doc.cookie = `${FIRST_SCREEN_LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}
