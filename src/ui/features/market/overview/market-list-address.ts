import type { SortOrder, TickerSortKey } from '../../../../domain/market/ticker-stats';

export const QUOTE_TABS = ['USDT', 'BTC', 'ETH'] as const;
export const FAVOURITES_TAB = 'favourites';
const DEFAULT_TAB = 'USDT';
const TABS: readonly string[] = [FAVOURITES_TAB, ...QUOTE_TABS];
const SORT_KEYS: readonly string[] = ['name', 'price', 'change', 'volume'] satisfies TickerSortKey[];

export interface SortState {
  key: TickerSortKey;
  order: SortOrder;
}

export const isTickerSortKey = (key: string): key is TickerSortKey => SORT_KEYS.includes(key);

/** The market list's view as the address keeps it, so that Back returns to the same list. */
export interface MarketListView {
  tab: string;
  sort: SortState | null;
}

/** `?quote=BTC&sort=change-desc`; anything unknown reads as the default (USDT, unsorted). */
export function readMarketListView(params: URLSearchParams): MarketListView {
  const quote = params.get('quote') ?? '';
  const [key = '', order = ''] = (params.get('sort') ?? '').split('-');
  const sorted = isTickerSortKey(key) && (order === 'asc' || order === 'desc');
  return {
    tab: TABS.includes(quote) ? quote : DEFAULT_TAB,
    sort: sorted ? { key, order } : null,
  };
}

/** The address's parameters for a view: defaults are left out, other parameters kept. */
export function writeMarketListView(params: URLSearchParams, view: MarketListView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.tab === DEFAULT_TAB) next.delete('quote');
  else next.set('quote', view.tab);
  if (view.sort) next.set('sort', `${view.sort.key}-${view.sort.order}`);
  else next.delete('sort');
  return next;
}

/** The quote coin the feed polls for a tab: favourites are shown from the USDT list. */
export const feedQuoteOf = (tab: string) => (tab === FAVOURITES_TAB ? DEFAULT_TAB : tab);
