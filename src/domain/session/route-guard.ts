/**
 * SPEC section 4: the desktop paths a visitor without a token may open. Paths are
 * relative to the /pc base.
 */
export const PUBLIC_DESKTOP_PATHS = [
  '/main',
  '/home',
  '/market',
  '/trade',
  '/scontract',
  '/finance/list',
  '/pool/list',
  '/fund/list',
  '/subscribe/list',
  '/subscribe/detail',
  '/subscribe/preview',
  '/about/us',
  '/about/connect',
  '/about/protocol',
  '/about/legal',
  '/login/login',
  '/login/register',
  '/login/forget',
] as const;

/** SPEC says "redirect to /login", which itself redirects to /login/login: go straight there. */
export const DESKTOP_LOGIN_PATH = '/login/login';

/**
 * Paths that only redirect (SPEC section 2 route table) to a public page are public too:
 * '/' -> /main, '/finance' -> /finance/list and so on. '/account' and '/setting' redirect
 * to pages that need a token, so they are not here.
 */
const PUBLIC_REDIRECT_PATHS = ['/', '/finance', '/subscribe', '/pool', '/fund', '/about', '/login'];

// React Router matches paths case-insensitively, so the guard must too.
const PUBLIC = new Set([...PUBLIC_DESKTOP_PATHS, ...PUBLIC_REDIRECT_PATHS].map((p) => p.toLowerCase()));

export type DesktopGuardResult = { kind: 'allow' } | { kind: 'redirect'; to: typeof DESKTOP_LOGIN_PATH };

/** Drops the query string, the hash and trailing slashes; '' reads as '/'. */
export function normaliseDesktopPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** Exact matches only: '/subscribe/list/x' or '/mainx' are not public. */
export function isPublicDesktopPath(path: string): boolean {
  return PUBLIC.has(normaliseDesktopPath(path));
}

/** SPEC section 4: without a stored token only public paths open; the rest go to login. */
export function guardDesktopPath(path: string, hasToken: boolean): DesktopGuardResult {
  if (hasToken || isPublicDesktopPath(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: DESKTOP_LOGIN_PATH };
}
