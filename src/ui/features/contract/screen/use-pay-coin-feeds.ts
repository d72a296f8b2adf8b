import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { PayCoinFeeds } from '../../../../application/contract/contract-screen.types';
import { useServices } from '../../../shared/services-context';
import { LiveFeedActor } from '../../market/feed/market-feed-provider';

/**
 * One live ticker feed per pay coin, handed to the screen machine, which listens to them
 * itself: the MarketFeedProvider's (USDT, the default quote) and a USDC one, so a position
 * paid in USDC is priced on its USDC pair. Both stop when the screen leaves.
 */
export function usePayCoinFeeds(): PayCoinFeeds {
  const { liveFeed } = useServices().market;
  const usdt = LiveFeedActor.useActorRef();
  const usdc = useActorRef(liveFeed.machine, { input: { ...liveFeed.input, quote: 'USDC' } });
  const defaultQuote = liveFeed.input.quote;
  return useMemo(() => ({ [defaultQuote]: usdt, USDC: usdc }), [defaultQuote, usdt, usdc]);
}
