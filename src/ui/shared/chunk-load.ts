/** SPEC section 8: a chunk that still fails to load after this long is a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Waits between attempts: quick at first (a blip), then every 15 s until the timeout. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** What the page's error boundary shows, with a reload: the app's files could not be fetched. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('ChunkLoadError: a part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export interface RetryTiming {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const deviceTiming: RetryTiming = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Loads a lazily split part of the app (a page, an overlay, a start-up stage: no React here, so
 * that the entry can use it too), trying again on a bad network (or a deploy that
 * briefly serves neither version) until CHUNK_LOAD_TIMEOUT_MS has passed since the first
 * try; then it fails with a ChunkLoadError for the error boundary to report.
 */
export async function loadChunk<T>(load: () => Promise<T>, timing: RetryTiming = deviceTiming): Promise<T> {
  const started = timing.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const left = CHUNK_LOAD_TIMEOUT_MS - (timing.now() - started);
      if (left <= 0) throw new ChunkLoadError(error);
      const wait = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 15_000;
      await timing.sleep(Math.min(wait, left));
    }
  }
}
