import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  selectFeedFailure,
  selectFeedStatus,
  selectIsStale,
  selectTickers,
} from '../../../../application/market/live-feed.selectors';
import { symbolOf, type Ticker } from '../../../../domain/market/market';
import { searchTickers, sortTickers } from '../../../../domain/market/ticker-stats';
import { LiveFeedActor } from '../feed/market-feed-provider';
import { useFavourites } from '../preferences/use-favourites';
import { useUpColour } from '../preferences/use-up-colour';
import { useFailureText } from '../../../shared/failure-text';
import {
  FAVOURITES_TAB,
  feedQuoteOf,
  readMarketListView,
  writeMarketListView,
  type SortState,
} from './market-list-address';

export { FAVOURITES_TAB, QUOTE_TABS, type SortState } from './market-list-address';

/** Everything a market list shows: the feed, the quote tab, search, sort, favourites and colours. */
export function useMarketList() {
  const feed = LiveFeedActor.useActorRef();
  const tickers = LiveFeedActor.useSelector(selectTickers);
  const status = LiveFeedActor.useSelector(selectFeedStatus);
  const failure = useFailureText()(LiveFeedActor.useSelector(selectFeedFailure));
  const stale = LiveFeedActor.useSelector(selectIsStale);
  // The tab and the sort live in the address (replaced, not pushed): Back from a pair
  // returns to the list as the user left it. The feed started on the address's quote
  // (MarketFeedProvider's `quote`).
  const [params, setParams] = useSearchParams();
  const { tab, sort } = readMarketListView(params);
  const [query, setQuery] = useState('');
  const setView = (patch: { tab?: string; sort?: SortState | null }) =>
    setParams((current) => writeMarketListView(current, { ...readMarketListView(current), ...patch }), {
      replace: true,
    });
  const setSort = (next: SortState | null) => setView({ sort: next });
  const { favourites, toggleFavourite: toggle } = useFavourites();
  const { upColour, setUpColour } = useUpColour();

  const chooseTab = (next: string) => {
    setView({ tab: next });
    // Favourites are shown from the USDT list, where the main pairs live.
    feed.send({ type: 'quote.select', quote: feedQuoteOf(next) });
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

/** The quote coin a market list's feed starts on: the address's tab (read once, at the start). */
export function useListFeedQuote(): string {
  return feedQuoteOf(readMarketListView(useSearchParams()[0]).tab);
}
