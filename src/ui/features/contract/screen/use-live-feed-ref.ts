import { LiveFeedActor } from '../../market/feed/market-feed-provider';

/**
 * The live ticker feed of the MarketFeedProvider around the contract screen, handed to the
 * screen machine, which listens to it itself (stale flag and USDT prices).
 */
export function useLiveFeedRef() {
  return LiveFeedActor.useActorRef();
}
