import { useMemo } from 'react';
import { selectIsStale, selectTickers } from '../../../application/market/live-feed.selectors';
import type { UsdtPrices } from '../../../domain/contract/asset-totals';
import { LiveFeedActor } from '../market/feed/market-feed-provider';

export interface ContractFeed {
  /** Latest price of the chosen pair against USDT; null until the feed has one. */
  price: string | null;
  /** True while the feed's data is too old to open a position on (DESIGN.md section 5). */
  stale: boolean;
  /** Latest USDT closes by coin, for the asset totals. */
  prices: UsdtPrices;
}

/**
 * The one place the contract screens read the market feed (the USDT ticker feed of a
 * MarketFeedProvider around the screen): the pair's live price, the stale flag and the
 * coin prices for the asset totals.
 */
export function useContractFeed(baseCoin: string): ContractFeed {
  const tickers = LiveFeedActor.useSelector(selectTickers);
  const stale = LiveFeedActor.useSelector(selectIsStale);
  return useMemo(() => {
    const prices: Record<string, string> = {};
    for (const ticker of tickers) if (ticker.quote === 'USDT') prices[ticker.base] = ticker.close;
    return { price: prices[baseCoin] ?? null, stale, prices };
  }, [tickers, stale, baseCoin]);
}
