import { type ReactNode } from 'react';
import { useServices } from '../../shared/services-context';
import { LiveFeedActor } from './live-feed-actor';
import { useTabVisibility } from './use-tab-visibility';

/** Tells the feed when the tab is hidden or back, so it pauses and refreshes at once. */
function VisibilityBridge() {
  useTabVisibility(LiveFeedActor.useActorRef());
  return null;
}

/** A live ticker feed for the screen inside it; it stops when the screen leaves. */
export function MarketFeedProvider({ children }: { children: ReactNode }) {
  const { liveFeed } = useServices().market;
  return (
    <LiveFeedActor.Provider logic={liveFeed.machine} options={{ input: liveFeed.input }}>
      <VisibilityBridge />
      {children}
    </LiveFeedActor.Provider>
  );
}
