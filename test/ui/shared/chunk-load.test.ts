import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  loadChunk,
  type RetryTiming,
} from '../../../src/ui/shared/chunk-load';

/** A clock that moves only when the retry loop sleeps. */
function fakeTiming(): RetryTiming & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('loading a page chunk', () => {
  it('answers at once when the chunk loads', async () => {
    const timing = fakeTiming();
    await expect(loadChunk(async () => 'page', timing)).resolves.toBe('page');
    expect(timing.slept).toEqual([]);
  });

  it('tries again after a failed fetch and answers once the network is back', async () => {
    const timing = fakeTiming();
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls < 4) throw new TypeError('Failed to fetch dynamically imported module');
      return 'page';
    };
    await expect(loadChunk(load, timing)).resolves.toBe('page');
    expect(timing.slept).toEqual([1_000, 2_000, 4_000]);
  });

  it('reports ChunkLoadError once 120 s have passed, never earlier', async () => {
    const timing = fakeTiming();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const result = loadChunk(async () => Promise.reject(failure), timing);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', cause: failure });
    expect(timing.slept.reduce((sum, ms) => sum + ms, 0)).toBe(CHUNK_LOAD_TIMEOUT_MS);
  });
});
