/** SPEC section 2: the top navigation entries, in this order. Paths are relative to /pc. */
export interface DesktopNavItem {
  key: 'market' | 'trade' | 'scontract' | 'finance' | 'subscribe' | 'pool' | 'fund' | 'account' | 'setting';
  to: string;
  /** The entry is active on this path and below it. */
  match: string;
}

export const DESKTOP_NAV_ITEMS: readonly DesktopNavItem[] = [
  { key: 'market', to: '/market', match: '/market' },
  { key: 'trade', to: '/trade', match: '/trade' },
  { key: 'scontract', to: '/scontract', match: '/scontract' },
  { key: 'finance', to: '/finance', match: '/finance' },
  { key: 'subscribe', to: '/subscribe', match: '/subscribe' },
  { key: 'pool', to: '/pool', match: '/pool' },
  { key: 'fund', to: '/fund', match: '/fund' },
  // My Assets opens on Spot, the account a trader funds first; /pc/account itself still
  // redirects to /account/assert/2 as the SPEC's route table says.
  { key: 'account', to: '/account/assert/1', match: '/account' },
  { key: 'setting', to: '/setting/safty?type=1', match: '/setting' },
];

/** True when `pathname` (relative to /pc) lies at or below `match`. */
export function isNavActive(pathname: string, match: string): boolean {
  return pathname === match || pathname.startsWith(`${match}/`);
}
