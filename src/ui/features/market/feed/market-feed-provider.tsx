import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { LiveFeedMachine } from '../../../../application/market/live-feed.machine';
import { useServices } from '../../../shared/services-context';

type LiveFeedRef = ActorRefFrom<LiveFeedMachine>;
type LiveFeedSnapshot = SnapshotFrom<LiveFeedMachine>;

const LiveFeedContext = createContext<LiveFeedRef | null>(null);

/**
 * A live ticker feed for the screen inside it; it stops when the screen leaves. `quote`: the
 * quote coin it starts on (the market list's, from the address), else the default one.
 */
export function MarketFeedProvider({ children, quote }: { children: ReactNode; quote?: string }) {
  const { liveFeed } = useServices().market;
  const feed = useActorRef(liveFeed.machine, {
    input: { ...liveFeed.input, quote: quote ?? liveFeed.input.quote },
  });
  return <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>;
}

function useLiveFeedRef(): LiveFeedRef {
  const feed = useContext(LiveFeedContext);
  if (!feed) throw new Error('The live feed is read outside a MarketFeedProvider');
  return feed;
}

/** The feed of the MarketFeedProvider around the caller, read through named selectors. */
export const LiveFeedActor = {
  useActorRef: useLiveFeedRef,
  useSelector<T>(selector: (snapshot: LiveFeedSnapshot) => T): T {
    return useSelector(useLiveFeedRef(), selector);
  },
};
