import { useSelector } from '@xstate/react';
import {
  selectShownBase,
  selectShownPairFeed,
  selectShownQuote,
} from '../../../../application/contract/contract-screen.selectors';
import { selectTickers } from '../../../../application/market/live-feed.selectors';
import type { Ticker } from '../../../../domain/market/market';
import { LiveFeedActor } from '../../market/feed/market-feed-provider';
import { useContractScreenContext } from './contract-screen-context';

export interface ShownPair {
  base: string;
  quote: string;
  /** The pair's ticker in its pay coin's feed; null until that feed has quoted it. */
  ticker: Ticker | null;
}

/** The pair the contract screen trades, with its latest ticker (price and 24 h change). */
export function useShownPairTicker(): ShownPair {
  const { screen } = useContractScreenContext();
  const base = useSelector(screen, selectShownBase);
  const quote = useSelector(screen, selectShownQuote);
  // Every pay coin has a feed; the market's own is the stand-in a hook must still be given.
  const marketFeed = LiveFeedActor.useActorRef();
  const feed = useSelector(screen, selectShownPairFeed) ?? marketFeed;
  const ticker = useSelector(
    feed,
    (snapshot) => selectTickers(snapshot).find((t) => t.base === base && t.quote === quote) ?? null,
  );
  return { base, quote, ticker };
}
