import { useMemo, useState } from 'react';
import {
  selectFeedFailure,
  selectFeedStatus,
  selectIsStale,
  selectTickers,
} from '../../../../application/market/live-feed.selectors';
import { symbolOf, type Ticker } from '../../../../domain/market/market';
import {
  searchTickers,
  sortTickers,
  type SortOrder,
  type TickerSortKey,
} from '../../../../domain/market/ticker-stats';
import { LiveFeedActor } from '../feed/market-feed-provider';
import { useFavourites } from '../preferences/use-favourites';
import { useUpColour } from '../preferences/use-up-colour';
import { useFailureText } from '../../../shared/failure-text';

export const QUOTE_TABS = ['USDT', 'BTC', 'ETH'] as const;
export const FAVOURITES_TAB = 'favourites';

export interface SortState {
  key: TickerSortKey;
  order: SortOrder;
}

/** Everything a market list shows: the feed, the quote tab, search, sort, favourites and colours. */
export function useMarketList() {
  const feed = LiveFeedActor.useActorRef();
  const tickers = LiveFeedActor.useSelector(selectTickers);
  const status = LiveFeedActor.useSelector(selectFeedStatus);
  const failure = useFailureText()(LiveFeedActor.useSelector(selectFeedFailure));
  const stale = LiveFeedActor.useSelector(selectIsStale);
  const [tab, setTab] = useState<string>('USDT');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const { favourites, toggleFavourite: toggle } = useFavourites();
  const { upColour, setUpColour } = useUpColour();

  const chooseTab = (next: string) => {
    setTab(next);
    // Favourites are shown from the USDT list, where the main pairs live.
    feed.send({ type: 'quote.select', quote: next === FAVOURITES_TAB ? 'USDT' : next });
  };
  const toggleFavourite = (ticker: Ticker) => toggle(symbolOf(ticker));

  const rows = useMemo(() => {
    const inTab = tab === FAVOURITES_TAB ? tickers.filter((t) => favourites.has(symbolOf(t))) : tickers;
    const found = searchTickers(inTab, query);
    return sort ? sortTickers(found, sort.key, sort.order) : found;
  }, [tickers, tab, favourites, query, sort]);

  return {
    rows,
    status,
    /** Why the feed is reconnecting, in words; null while it answers. */
    failure,
    stale,
    tab,
    chooseTab,
    query,
    setQuery,
    sort,
    setSort,
    favourites,
    toggleFavourite,
    upColour,
    setUpColour,
  };
}

export type MarketList = ReturnType<typeof useMarketList>;
