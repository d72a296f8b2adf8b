import { useEffect, type ReactNode } from 'react';
import { useServices } from '../../app/services-context';
import { LiveFeedActor } from './live-feed-actor';

/** Tells the feed when the tab is hidden or back, so it pauses and refreshes at once. */
function VisibilityBridge() {
  const feed = LiveFeedActor.useActorRef();
  useEffect(() => {
    const report = () =>
      feed.send({ type: document.visibilityState === 'hidden' ? 'visibility.hidden' : 'visibility.visible' });
    if (document.visibilityState === 'hidden') report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [feed]);
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
