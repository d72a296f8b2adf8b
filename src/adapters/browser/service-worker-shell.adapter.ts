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
  const updateReady = () => {
    if (ready) return;
    ready = true;
    listeners.forEach((listener) => listener());
  };
  // Loaded after the first screen with workbox-window, in a chunk of their own: installing
  // never weighs on start-up, nor its code on the entry.
  const start = async () => {
    const { installServiceWorker } = await import('./service-worker-install');
    const takeUpdateWith = (skip: () => void) => void (skipWaiting = skip);
    await installServiceWorker({ scriptUrl, win, updateReady, takeUpdateWith });
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
