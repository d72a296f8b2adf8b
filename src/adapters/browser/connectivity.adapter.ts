import type { Connectivity } from '../../domain/shared/connectivity.port';

/** navigator.onLine and the window's online/offline events; without a window, always online. */
export function createBrowserConnectivity(win: Window | undefined): Connectivity {
  return {
    online: () => win?.navigator.onLine ?? true,
    onChange: (listener) => {
      win?.addEventListener('online', listener);
      win?.addEventListener('offline', listener);
      return () => {
        win?.removeEventListener('online', listener);
        win?.removeEventListener('offline', listener);
      };
    },
  };
}
