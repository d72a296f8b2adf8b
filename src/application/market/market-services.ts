import type { MarketPreferencesStore } from '../../domain/market/market-preferences.port';
import type { LiveFeedInput, LiveFeedMachine } from './live-feed.machine';

/** What the market screens receive: the live ticker feed, provided by the composition root. */
export interface MarketServices {
  liveFeed: { machine: LiveFeedMachine; input: LiveFeedInput };
  preferences: MarketPreferencesStore;
}
