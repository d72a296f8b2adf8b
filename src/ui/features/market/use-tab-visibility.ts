import { useEffect } from 'react';

type VisibilityEvent = { type: 'visibility.hidden' } | { type: 'visibility.visible' };

/**
 * Tells a live feed when the tab is hidden or back, so it pauses polling and refreshes at
 * once on return (a hidden tab on a phone should cost no data and no battery).
 */
export function useTabVisibility(feed: { send(event: VisibilityEvent): void }) {
  useEffect(() => {
    const report = () =>
      feed.send({ type: document.visibilityState === 'hidden' ? 'visibility.hidden' : 'visibility.visible' });
    if (document.visibilityState === 'hidden') report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [feed]);
}
