import type { MarketPreferencesStore } from '../../domain/market/market-preferences.port';
import type { Pair } from '../../domain/market/market';
import type { LiveFeedInput, LiveFeedMachine } from './live-feed.machine';
import type { PairDetailInput, PairDetailMachine } from './pair-detail.machine';

/** What the market screens receive: the live ticker feed, provided by the composition root. */
export interface MarketServices {
  liveFeed: { machine: LiveFeedMachine; input: LiveFeedInput };
  preferences: MarketPreferencesStore;
  /** One pair's candles, book, deals and ticker; the input names the pair shown. */
  pairDetail: { machine: PairDetailMachine; inputFor: (pair: Pair) => PairDetailInput };
}
