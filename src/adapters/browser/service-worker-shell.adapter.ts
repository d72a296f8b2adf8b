import type { AppShell } from '../../domain/shared/app-shell.port';

export interface ServiceWorkerShellOptions {
  /** The service worker the build writes (vite-plugin-pwa), e.g. '/sw.js'. */
  scriptUrl: string;
  win: Window;
  /** Quiet time after the page's load event before installing starts. */
  settleMs?: number;
}

/** Long enough for the first screen's own chunks and first live data to come in. */
const SETTLE_MS = 3_000;
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

/**
 * The app shell through workbox-window. The service worker precaches the page and its entry
 * chunk and keeps every hashed chunk the first time it passes through; on the first install
 * it is handed the chunks of the form factor already on screen to fetch and keep, so the app
 * opens offline after one visit. A new deployment waits (registerType 'prompt') until
 * applyUpdate, then the page reloads onto it.
 */
export function createServiceWorkerShell({
  scriptUrl,
  win,
  settleMs = SETTLE_MS,
}: ServiceWorkerShellOptions): AppShell {
  const listeners = new Set<() => void>();
  let ready = false;
  let skipWaiting: () => void = () => undefined;
  const start = async () => {
    // Loaded after the first screen, in its own chunk: installing never weighs on start-up.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(scriptUrl);
    const updateReady = () => {
      if (ready) return;
      ready = true;
      listeners.forEach((listener) => listener());
    };
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
    skipWaiting = () => workbox.messageSkipWaiting();
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
  };
  // The first install fetches every chunk of the form factor once more. On a cheap phone that
  // competes with the first screen's own loads and live prices, so it waits for the load
  // event, a few quiet seconds and then an idle moment of the main thread.
  const install = () => void start().catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in win ? win.requestIdleCallback(install, { timeout: settleMs }) : install();
  const whenLoaded = () => win.setTimeout(whenIdle, settleMs);
  if (win.document.readyState === 'complete') whenLoaded();
  else win.addEventListener('load', whenLoaded, { once: true });
  return {
    onUpdateReady(listener) {
      listeners.add(listener);
      if (ready) listener();
      return () => listeners.delete(listener);
    },
    applyUpdate: () => skipWaiting(),
  };
}

/** Where no service worker can run (development, tests, old browsers): nothing to install or update. */
export function createNoAppShell(): AppShell {
  return { onUpdateReady: () => () => undefined, applyUpdate: () => undefined };
}
