import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpLocaleData, type WarmUpWorker } from '../../../../src/ui/shared/i18n/locale-data-warm-up';

/** A worker that answers (or fails) only when the test says so. */
function fakeWorker() {
  const listeners: Record<string, () => void> = {};
  const worker: WarmUpWorker & { emit(type: 'message' | 'error'): void; terminated: boolean } = {
    terminated: false,
    addEventListener: (type, listener) => {
      listeners[type] = listener;
    },
    terminate() {
      this.terminated = true;
    },
    emit: (type) => listeners[type]?.(),
  };
  return worker;
}

/** Whether the promise has settled after every queued microtask ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('warming up the locale data off the main thread', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is ready once the worker says it loaded the data, not before', async () => {
    const worker = fakeWorker();
    const ready = warmUpLocaleData(() => worker);
    expect(await settled(ready)).toBe(false);
    worker.emit('message');
    expect(await settled(ready)).toBe(true);
    expect(worker.terminated).toBe(false);
  });

  it('is ready at once where there are no workers', async () => {
    expect(await settled(warmUpLocaleData(null))).toBe(true);
  });

  it('is ready when the worker cannot start or fails to load', async () => {
    const refused = warmUpLocaleData(() => {
      throw new Error('refused by the content policy');
    });
    expect(await settled(refused)).toBe(true);
    const worker = fakeWorker();
    const failed = warmUpLocaleData(() => worker);
    worker.emit('error');
    expect(await settled(failed)).toBe(true);
  });

  it('stops waiting for a slow worker after the longest wait, and ends it', async () => {
    const worker = fakeWorker();
    const ready = warmUpLocaleData(() => worker, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
    expect(worker.terminated).toBe(true);
  });
});
