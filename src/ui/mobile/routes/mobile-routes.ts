import { routeMatcher } from '../../shared/route-match';

/**
 * The mobile route table of SPEC section 2, as plain data (no components), relative to `/` where
 * app-root mounts the mobile app. mobile-pages.tsx picks each route's page; the router
 * renders the table inside the mobile layout.
 */
export type MobilePageKey =
  | 'home'
  | 'market'
  | 'pair'
  | 'contract'
  | 'assets'
  | 'my'
  | 'login'
  | 'register'
  | 'forget'
  | 'language'
  | 'security'
  | 'verify'
  | 'records'
  | 'notFound'
  // withdraw
  | 'addressBook'
  // spot
  | 'spot'
  // convert (the flash exchange)
  | 'convert'
  // deposit and withdraw
  | 'deposit'
  | 'withdraw'
  | 'fundPassword'
  // account (the security centre)
  | 'changePassword'
  | 'authenticator'
  | 'profile'
  | 'invite'
  // products (mining is the pool)
  | 'products'
  | 'holdings'
  | 'subscribe'
  | 'subscribeRecord'
  // messages and help
  | 'messages'
  | 'messageDetail'
  | 'about'
  | 'help';

export interface MobileRoute {
  /** Route pattern relative to `/`; '' is the index (home). */
  path: string;
  page: MobilePageKey;
  /** Screens with personal data: signed-out visitors log in first and come back. */
  session?: true;
}

export const MOBILE_ROUTES: readonly MobileRoute[] = [
  { path: '', page: 'home' },
  { path: 'market', page: 'market' },
  { path: 'market/:symbol', page: 'pair' },
  { path: 'trade', page: 'contract' },
  { path: 'my', page: 'my' },
  { path: 'login', page: 'login' },
  { path: 'register', page: 'register' },
  { path: 'forget', page: 'forget' },
  { path: 'language', page: 'language' },
  { path: 'assets', page: 'assets', session: true },
  { path: 'setting/safty', page: 'security', session: true },
  { path: 'setting/verify', page: 'verify', session: true },
  { path: 'account/trade', page: 'records', session: true },
  // convert: the flash exchange, at the desktop route's name (/pc/account/dui).
  { path: 'account/dui', page: 'convert', session: true },
  // withdraw
  { path: 'setting/address', page: 'addressBook', session: true },
  // deposit and withdraw
  { path: 'account/recharge', page: 'deposit', session: true },
  { path: 'account/withdraw', page: 'withdraw', session: true },
  { path: 'setting/fund-password', page: 'fundPassword', session: true },
  // account (the security centre)
  { path: 'setting/password', page: 'changePassword', session: true },
  { path: 'setting/authenticator', page: 'authenticator', session: true },
  { path: 'my/profile', page: 'profile', session: true },
  { path: 'invite', page: 'invite', session: true },
  // spot: order entry of one pair (the pair screen's Buy / Sell, the home grid's Spot trading)
  // /coin, not /spot: same-origin API paths start with /spot (api-prefixes.mjs) and would take the page.
  // Public: a visitor sees the order form read-only, with Log in and Register (issue 27).
  { path: 'coin/:symbol', page: 'spot' },
  // products: the lists are public (as on the desktop), the holdings personal
  { path: 'finance', page: 'products' },
  { path: 'mining', page: 'products' },
  { path: 'fund', page: 'products' },
  { path: 'finance/record', page: 'holdings', session: true },
  { path: 'mining/record', page: 'holdings', session: true },
  { path: 'fund/record', page: 'holdings', session: true },
  // new-coin subscription: the projects and their detail public, my subscriptions personal
  { path: 'subscribe', page: 'subscribe' },
  { path: 'subscribe/detail', page: 'subscribe' },
  { path: 'subscribe/record', page: 'subscribeRecord', session: true },
  // messages and help: the desktop's addresses
  { path: 'setting/message', page: 'messages', session: true },
  { path: 'setting/msg-detail', page: 'messageDetail', session: true },
  { path: 'about', page: 'about' },
  { path: 'about/:page', page: 'about' },
  { path: 'help', page: 'help' },
  // Unknown personal screens still ask for a session before saying "not found".
  { path: 'setting/*', page: 'notFound', session: true },
  { path: 'account/*', page: 'notFound', session: true },
  { path: '*', page: 'notFound' },
];

const routeOf = routeMatcher(MOBILE_ROUTES.map((route) => ({ ...route, path: `/${route.path}` })));

/**
 * The page a mobile address shows, as the router will pick it (the catch-all: notFound); for a
 * visitor, none on a personal screen, which sends them to log in instead.
 */
export function mobilePageKeyOf(pathname: string, signedIn: boolean): MobilePageKey | undefined {
  const route = routeOf(pathname);
  return route && (signedIn || !route.session) ? route.page : undefined;
}
