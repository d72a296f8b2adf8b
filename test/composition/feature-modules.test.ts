import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureGroup } from '../../src/application/feature-modules';
import { Keys } from '../../src/composition/keys';
import {
  createFeatureModules,
  type FeatureModule,
  type ModuleLoaders,
} from '../../src/composition/modules/feature-modules';

const groups: FeatureGroup[] = ['wallet', 'deposit', 'withdraw', 'convert', 'ledger', 'spot', 'contract'];

/** Loaders that bind one key each (the wallet's to a marker value), counting their fetches. */
function setup(fetch: (group: FeatureGroup) => Promise<FeatureModule> = async (group) => module(group)) {
  const container = new Container();
  const fetched = vi.fn(fetch);
  const loaders = Object.fromEntries(groups.map((group) => [group, () => fetched(group)])) as ModuleLoaders;
  return { container, fetched, modules: createFeatureModules(container, loaders) };
}

const module = (group: FeatureGroup): FeatureModule => ({
  bind: (container) => {
    if (group === 'wallet')
      container.bind(Keys.walletCache).toConstantValue({ load: () => null, save: () => {} });
    else container.bind(Symbol(group)).toConstantValue(group);
  },
});

describe('the feature modules', () => {
  it('fetches a module once however often and however many pages ask for it', async () => {
    const { fetched, modules } = setup();
    await Promise.all([
      modules.load(['wallet']),
      modules.load(['wallet', 'deposit']),
      modules.load(['wallet']),
    ]);
    await modules.load(['wallet']);
    expect(fetched.mock.calls.map(([group]) => group).sort()).toEqual(['deposit', 'wallet']);
  });

  it('binds its keys when it comes in, and only then says it is loaded', async () => {
    const { container, modules } = setup();
    expect(modules.loaded(['wallet'])).toBe(false);
    expect(container.isBound(Keys.walletCache)).toBe(false);
    const loading = modules.load(['wallet']);
    expect(modules.loaded(['wallet'])).toBe(false);
    await loading;
    expect(modules.loaded(['wallet'])).toBe(true);
    expect(container.isBound(Keys.walletCache)).toBe(true);
    expect(modules.loaded(['wallet', 'spot'])).toBe(false);
  });

  it('fetches again after a failed fetch, instead of keeping the failure', async () => {
    let fail = true;
    const { fetched, modules } = setup(async (group) => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return module(group);
    });
    await expect(modules.load(['spot'])).rejects.toThrow('Failed to fetch');
    expect(modules.loaded(['spot'])).toBe(false);
    fail = false;
    await modules.load(['spot']);
    expect(modules.loaded(['spot'])).toBe(true);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners each time a module comes in', async () => {
    const { modules } = setup();
    const heard = vi.fn();
    const stop = modules.subscribe(heard);
    await modules.load(['contract']);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await modules.load(['ledger']);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
