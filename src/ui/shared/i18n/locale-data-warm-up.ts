/**
 * The first number or date formatter loads the browser's locale data: 40-80 ms on the main
 * thread of a fast desktop, four times that on a cheap phone, in one task the user cannot tap
 * through. Chromium keeps that data for the whole page's process, so a worker that asks first
 * loads it off the main thread; the main thread's first formatter then takes under 2 ms.
 *
 * The texts' first render waits for `localeDataReady` (intl-root.tsx), so the main thread does
 * not ask while the worker is still loading, which would block it until the worker is done.
 */

/** Longest wait for the worker: past it, the main thread loads the data itself. */
export const LOCALE_DATA_WAIT_MS = 1_000;

/** The minimal worker this needs, so tests can give a fake one. */
export interface WarmUpWorker {
  addEventListener(type: 'message' | 'error', listener: () => void): void;
  terminate(): void;
}

/**
 * Starts the worker and resolves once the data is loaded, or at once where there are no
 * workers (the main thread loads the data on its first use, as before), or when the worker
 * fails or takes longer than `waitMs`. Never rejects: the texts must not wait on it for long.
 */
export function warmUpLocaleData(
  startWorker: (() => WarmUpWorker) | null,
  waitMs = LOCALE_DATA_WAIT_MS,
): Promise<void> {
  if (!startWorker) return Promise.resolve();
  return new Promise((resolve) => {
    let worker: WarmUpWorker;
    try {
      worker = startWorker();
    } catch {
      // Refused (a content policy, a private mode): the main thread loads the data itself.
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      worker.terminate();
      resolve();
    }, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
  });
}

function browserWorker(): (() => WarmUpWorker) | null {
  if (typeof Worker === 'undefined') return null;
  return () =>
    new Worker(new URL('./locale-data.worker.ts', import.meta.url), { type: 'module', name: 'locale-data' });
}

// Started when this module is first evaluated: the entry imports it before anything else.
export const localeDataReady: Promise<void> = warmUpLocaleData(browserWorker());
