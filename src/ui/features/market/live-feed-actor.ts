import { createActorContext } from '@xstate/react';
import { liveFeedMachine } from '../../../application/market/live-feed.machine';

/**
 * The ticker feed of a market screen. MarketFeedProvider hands it the machine provided by
 * the composition root, so this default's unprovided actors never run.
 */
export const LiveFeedActor = createActorContext(liveFeedMachine, {
  input: { quote: 'USDT', readCache: () => null },
});
