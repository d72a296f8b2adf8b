import type { Connectivity } from '../../domain/shared/connectivity.port';
import type { PageVisibility } from '../../domain/shared/page-visibility.port';

/**
 * Live feeds poll while the page is in view and the device is online: offline, every poll
 * would fail into a backoff, so the feeds pause instead (the screens say "paused") and ask
 * at once when the connection returns, as they do when the tab comes back.
 */
export function liveDataGate(visibility: PageVisibility, connectivity: Connectivity): PageVisibility {
  return {
    hidden: () => visibility.hidden() || !connectivity.online(),
    onChange(listener) {
      const stopVisibility = visibility.onChange(listener);
      const stopConnectivity = connectivity.onChange(listener);
      return () => {
        stopVisibility();
        stopConnectivity();
      };
    },
  };
}
