import { routeMatcher } from '../../shared/route-match';

/**
 * The desktop route table of SPEC section 2, as plain data (no components) so that the router,
 * the navigation and the end-to-end tests all iterate over the same list.
 * Paths are relative to the desktop base path DESKTOP_BASE.
 */
export const DESKTOP_BASE = '/pc';

export interface DesktopLeafRoute {
  /** Route pattern relative to its group, e.g. 'list' or 'assert/:account'. */
  path: string;
  /** A concrete path for patterns with parameters, relative to the group. */
  sample?: string;
  /** Unique key that picks the page component (see desktop-pages.tsx). */
  key: string;
  titleId: string;
}

export interface DesktopRouteGroup {
  /** Absolute path relative to DESKTOP_BASE, e.g. '/finance'; '/' is the layout group. */
  path: string;
  redirect?: string;
  titleId: string;
  children: readonly DesktopLeafRoute[];
}

function leaf(group: string, path: string, sample?: string): DesktopLeafRoute {
  const name = path.split('/')[0] ?? path;
  const key = group ? `${group}.${name}` : name;
  return { path, key, titleId: `desktop.page.${key}`, ...(sample ? { sample } : {}) };
}

function group(path: string, redirect: string, names: readonly string[]): DesktopRouteGroup {
  const id = path.slice(1);
  return { path, redirect, titleId: `desktop.group.${id}`, children: names.map((name) => leaf(id, name)) };
}

export const DESKTOP_ROUTES: readonly DesktopRouteGroup[] = [
  {
    path: '/',
    redirect: '/main',
    titleId: 'desktop.group.home',
    children: ['main', 'market', 'trade', 'scontract'].map((name) => leaf('', name)),
  },
  group('/finance', '/finance/list', ['list', 'record']),
  group('/subscribe', '/subscribe/list', ['list', 'detail', 'preview', 'record']),
  {
    path: '/account',
    redirect: '/account/assert/2',
    titleId: 'desktop.group.account',
    children: [
      leaf('account', 'assert/:account', 'assert/2'),
      ...['recharge', 'withdrawel', 'dui', 'trade'].map((name) => leaf('account', name)),
    ],
  },
  group('/setting', '/setting/safty', ['safty', 'verify', 'address', 'message', 'msg-detail']),
  group('/pool', '/pool/list', ['list', 'record']),
  group('/fund', '/fund/list', ['list', 'record']),
  group('/login', '/login/login', ['login', 'register', 'forget', 'modify']),
  group('/about', '/about/us', ['policy', 'connect', 'protocol', 'legal', 'us']),
];

/**
 * Paths with no page of their own that lead to one: SPEC section 4 lists /home as public,
 * but the route table gives it no page, so it shows the home page (/main).
 */
export const DESKTOP_ALIASES: readonly { from: string; to: string }[] = [{ from: '/home', to: '/main' }];

/** Joins a group path and a child path into a path relative to DESKTOP_BASE. */
export function joinDesktopPath(groupPath: string, childPath: string): string {
  return groupPath === '/' ? `/${childPath}` : `${groupPath}/${childPath}`;
}

/** Every concrete leaf path relative to DESKTOP_BASE (':account' filled as '2'). */
export const DESKTOP_LEAF_PATHS: readonly string[] = DESKTOP_ROUTES.flatMap((g) =>
  g.children.map((child) => joinDesktopPath(g.path, child.sample ?? child.path)),
);

/** The same leaves as full URLs paths, e.g. '/pc/account/assert/2'. */
export const DESKTOP_LEAF_URLS: readonly string[] = DESKTOP_LEAF_PATHS.map(
  (path) => `${DESKTOP_BASE}${path}`,
);

/** Each group's redirect as full URL paths, e.g. { from: '/pc/fund', to: '/pc/fund/list' }. */
export const DESKTOP_REDIRECT_URLS: readonly { from: string; to: string }[] = DESKTOP_ROUTES.flatMap((g) =>
  g.redirect
    ? [
        {
          from: g.path === '/' ? DESKTOP_BASE : `${DESKTOP_BASE}${g.path}`,
          to: `${DESKTOP_BASE}${g.redirect}`,
        },
      ]
    : [],
);

/** Builds a full desktop URL path from a path relative to DESKTOP_BASE. */
export function pcPath(path: string): string {
  return `${DESKTOP_BASE}${path}`;
}

/** The path below /pc without a trailing slash, as the domain guard expects it. */
export function pathBelowPc(pathname: string): string {
  const below = pathname.startsWith(DESKTOP_BASE) ? pathname.slice(DESKTOP_BASE.length) : pathname;
  const trimmed = below.length > 1 ? below.replace(/\/+$/, '') : below;
  return trimmed || '/';
}

const leafOf = routeMatcher(
  DESKTOP_ROUTES.flatMap((group) =>
    group.children.map((child) => ({ path: pcPath(joinDesktopPath(group.path, child.path)), child, group })),
  ),
);

/** The leaf route of a desktop address; none for a redirect (e.g. /pc) or an unknown path. */
export function desktopLeafOf(
  pathname: string,
): { child: DesktopLeafRoute; group: DesktopRouteGroup } | undefined {
  return leafOf(pathname);
}
