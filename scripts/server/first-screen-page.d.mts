/** The homes the build paints: the phone's (for `/`) and the desktop's (for `/pc/main`). */
export type FirstScreen = 'home' | 'pc-main';

/** The page with a home painted in for this request's language cookie and device, or null. */
export function firstScreenFor(
  root: string,
  cookieHeader?: string,
  screen?: FirstScreen,
  userAgent?: string,
): string | null;
/** A desktop's user agent, as the app's device redirect tells one (SPEC section 1). */
export function isDesktopAgent(userAgent?: string): boolean;
export function firstScreenPage(locale: string, screen?: FirstScreen): string;
