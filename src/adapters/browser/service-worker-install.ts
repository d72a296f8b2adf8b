import { Workbox } from 'workbox-window';

/** As workbox-window does: an installed worker still waiting this long later is an update. */
const WAITING_CHECK_MS = 200;

/** Hashed chunks this page loaded before the service worker controlled it. */
function loadedAssets(win: Window): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === win.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
}

export interface ServiceWorkerInstall {
  scriptUrl: string;
  win: Window;
  /** A new deployment is installed and waits for applyUpdate. */
  updateReady(): void;
  /** What takes a waiting deployment, handed over before the registration. */
  takeUpdateWith(skipWaiting: () => void): void;
}

/**
 * Registers the service worker (service-worker-shell.adapter.ts decides when). On the first
 * install the worker is handed the chunks already on screen to keep; an update that takes
 * control reloads the page onto it.
 */
export async function installServiceWorker({
  scriptUrl,
  win,
  updateReady,
  takeUpdateWith,
}: ServiceWorkerInstall): Promise<void> {
  const workbox = new Workbox(scriptUrl);
  workbox.addEventListener('waiting', updateReady);
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) win.location.reload();
    // The worker fetches them itself, through its own cache-first route (Workbox's default
    // router hears CACHE_URLS): forty fetches started from the page cost a cheap phone's
    // main thread a long task, where one message costs nothing.
    else
      workbox
        .messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedAssets(win) } })
        .catch(() => undefined);
  });
  takeUpdateWith(() => workbox.messageSkipWaiting());
  const registration = await workbox.register({ immediate: true });
  // The browser looks for a new deployment on every navigation, before this (delayed)
  // registration. workbox-window reports one already waiting, but not one still installing
  // then: that one is followed here until it waits.
  const installing = registration?.installing;
  if (!registration || !installing || win.navigator.serviceWorker.controller === null) return;
  installing.addEventListener('statechange', () => {
    if (installing.state !== 'installed') return;
    win.setTimeout(() => {
      if (registration.waiting === installing) updateReady();
    }, WAITING_CHECK_MS);
  });
}
