import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../src/adapters/storage/memory-storage';
import { readAppConfig } from '../../src/composition/app-config';
import { createContainer } from '../../src/composition/create-app-services';
import { Keys } from '../../src/composition/keys';
import { resolve } from '../../src/composition/resolve';
import { DEMO_MODULES } from '../../src/composition/modules/demo-modules';
import type { FeatureGroup } from '../../src/application/feature-modules';

/** The services with every feature module in, as after a visit to each route. */
async function wired() {
  const container = createContainer(readAppConfig({ VITE_BACKEND: 'demo' }), createMemoryStorage());
  await resolve(container, Keys.features).load(Object.keys(DEMO_MODULES) as FeatureGroup[]);
  const get = vi.spyOn(container, 'get');
  const services = resolve(container, Keys.appServices);
  get.mockClear();
  return { services, get };
}

describe('the app services', () => {
  it('resolve a group only when the UI first reads it', async () => {
    const { services, get } = await wired();
    expect(get).not.toHaveBeenCalled();
    void services.wallet;
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(Keys.walletServices);
  });

  it('hand out the same group on every read, made once', async () => {
    const { services, get } = await wired();
    expect(services.market).toBe(services.market);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('list every group and the backend mode, as the UI may read any of them', async () => {
    const { services } = await wired();
    expect(Object.keys(services).sort()).toEqual(
      [
        'account',
        'accountForms',
        'backendMode',
        'contract',
        'demoData',
        'deposit',
        'device',
        'convert',
        'features',
        'language',
        'ledger',
        'market',
        'messages',
        'notices',
        'products',
        'session',
        'spot',
        'storage',
        'support',
        'time',
        'wallet',
        'withdraw',
      ].sort(),
    );
    for (const name of Object.keys(services)) expect(services[name as keyof typeof services]).toBeDefined();
  });
});
