import { useEffect, useState } from 'react';
import { useServices } from './services-context';

/**
 * Server time (never the device clock) as of this render, and a render every `periodMs` while
 * `ticking`: the one timer behind every countdown a screen shows. A screen with nothing
 * counting down passes `ticking = false` and re-renders for nothing.
 */
export function useServerNow(periodMs = 1000, ticking = true): number {
  const { time } = useServices();
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!ticking) return undefined;
    const id = window.setInterval(() => setTicks((ticks) => ticks + 1), periodMs);
    return () => window.clearInterval(id);
  }, [periodMs, ticking]);
  return time.now();
}
