import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/ui/shared/chunk-load';
import { lazyPage } from '../../../src/ui/shared/lazy-page';

const HomePage = () => null;

afterEach(() => {
  vi.useRealTimers();
});

describe('a lazily loaded page', () => {
  it('is fetched once however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ HomePage }));
    const page = lazyPage(load, 'HomePage');
    page.preload();
    page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells what it waits for besides its chunk: its groups, and their texts with the ones it names', () => {
    const load = async () => ({ HomePage });
    // The pair's words are the shell's: it brings no area of texts of its own.
    expect(lazyPage(load, 'HomePage', ['contract', 'pair'], ['wallet']).needs).toEqual({
      groups: ['contract', 'pair'],
      texts: ['contract', 'wallet'],
    });
    expect(lazyPage(load, 'HomePage').needs).toEqual({ groups: [], texts: [] });
  });

  it('is not fetched until it renders or is preloaded', () => {
    const load = vi.fn(async () => ({ HomePage }));
    lazyPage(load, 'HomePage');
    expect(load).not.toHaveBeenCalled();
  });

  it('is fetched again after a preload that failed, instead of keeping the failure', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (): Promise<{ HomePage: typeof HomePage }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const page = lazyPage(load, 'HomePage');
    page.preload();
    // The chunk retry gives up after its timeout; the failed preload leaves nothing behind.
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + 1_000);
    const failedTries = load.mock.calls.length;
    expect(failedTries).toBeGreaterThan(1);
    page.preload();
    await vi.advanceTimersByTimeAsync(0);
    expect(load.mock.calls.length).toBe(failedTries + 1);
  });
});
