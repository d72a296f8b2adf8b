import type { MarketPreferencesActor } from '../preferences/market-preferences.services';
import type { LiveFeedServices } from './live-feed.services';
import type { PairDetailServices } from './pair-detail.services';

/** What the market screens receive, assembled by the composition root. */
export interface MarketServices {
  /** The ticker feed of one quote coin. */
  liveFeed: LiveFeedServices;
  /** Favourites and the up colour: one running actor for the whole app. */
  preferences: MarketPreferencesActor;
  /** One pair's candles, book, deals and ticker; the input names the pair shown. */
  pairDetail: PairDetailServices;
}

/** Gathers the market's input ports (each made by its own factory) into the one the UI sees. */
export function createMarketServices(services: MarketServices): MarketServices {
  return { ...services };
}
