import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../src/application/spot/spot-services-loader';
import type { SpotServices } from '../../../src/application/spot/spot-services';

const services = { now: () => 1 } as unknown as SpotServices;

describe('loading the spot services', () => {
  it('loads once for every screen that asks', async () => {
    let loads = 0;
    const loader = loadOnce(async () => {
      loads += 1;
      return services;
    });
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(services);
    expect(second).toBe(services);
    expect(await loader.load()).toBe(services);
    expect(loads).toBe(1);
  });

  it('tries again after a failed fetch instead of keeping the failure', async () => {
    let loads = 0;
    const loader = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return services;
    });
    await expect(loader.load()).rejects.toThrow('chunk failed');
    expect(await loader.load()).toBe(services);
    expect(loads).toBe(2);
  });
});
