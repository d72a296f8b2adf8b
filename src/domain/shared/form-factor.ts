/** The two apps of SPEC section 2: mobile web at `/`, desktop web under `/pc`. */
export type FormFactor = 'mobile' | 'desktop';

export const DESKTOP_PATH_BASE = '/pc';

/**
 * Which app a path belongs to: `/pc` and below is the desktop app, anything else mobile.
 * The router compares its base case-insensitively, so '/PC/main' is the desktop app too.
 */
export function formFactorOfPath(pathname: string): FormFactor {
  const path = pathname.toLowerCase();
  return path === DESKTOP_PATH_BASE || path.startsWith(`${DESKTOP_PATH_BASE}/`) ? 'desktop' : 'mobile';
}
