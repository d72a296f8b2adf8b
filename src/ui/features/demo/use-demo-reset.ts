import { useServices } from '../../shared/services-context';

/**
 * The demo-data reset, or null outside demo mode. After a reset the page reloads at the
 * given path, so that no screen keeps showing a user or balance that no longer exists.
 */
export function useDemoReset(homePath: string): (() => void) | null {
  const { demoData } = useServices();
  if (!demoData) return null;
  return () => {
    demoData.reset();
    window.location.assign(homePath);
  };
}
