import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryStorage } from '../../src/adapters/storage/memory-storage';
import { readAppConfig } from '../../src/composition/app-config';
import { createAppServices, createContainer } from '../../src/composition/create-app-services';
import {
  GatewayKeys,
  HttpKeys,
  Keys,
  type GatewayKeyName,
  type Key,
  type KeyName,
} from '../../src/composition/keys';
import { resolve } from '../../src/composition/resolve';
import { DEMO_MODULES } from '../../src/composition/modules/demo-modules';
import type { AppConfig } from '../../src/composition/app-config';
import type { FeatureGroup } from '../../src/application/feature-modules';

const modes = ['demo', 'http'] as const;
const keyNames = Object.keys(Keys) as KeyName[];
const ALL_FEATURES = Object.keys(DEMO_MODULES) as FeatureGroup[];

/** A container with every feature module loaded, as after a visit to every route. */
async function loadedContainer(config: AppConfig, storage = createMemoryStorage()) {
  const container = createContainer(config, storage);
  await resolve(container, Keys.features).load(ALL_FEATURES);
  return container;
}

describe.each(modes)('the %s container', (mode) => {
  const config = readAppConfig({ VITE_BACKEND: mode });

  it.each(keyNames)('resolves %s with every feature module loaded', async (name) => {
    const container = await loadedContainer(config);
    const key: Key<unknown> = Keys[name];
    expect(resolve(container, key)).toBeDefined();
  });

  it('hands the UI services of its own backend mode', () => {
    expect(createAppServices(config, createMemoryStorage()).backendMode).toBe(mode);
  });

  it('hands the UI every group of input ports as bound to its key', async () => {
    const container = await loadedContainer(config);
    const services = resolve(container, Keys.appServices);
    expect(services.language).toBe(resolve(container, Keys.language));
    expect(services.session).toBe(resolve(container, Keys.session));
    expect(services.support).toBe(resolve(container, Keys.support));
    expect(services.notices).toBe(resolve(container, Keys.notices));
    expect(services.demoData).toBe(resolve(container, Keys.demoData));
    expect(services.contract).toBe(resolve(container, Keys.contractServices));
    expect(services.market).toBe(resolve(container, Keys.market));
    expect(services.withdraw).toBe(resolve(container, Keys.withdraw));
    expect(services.deposit).toBe(resolve(container, Keys.deposit));
  });

  it('offers simulated deposits in demo mode only', async () => {
    const services = resolve(await loadedContainer(config), Keys.appServices);
    expect(services.deposit.canSimulate).toBe(mode === 'demo');
  });

  it('reads a feature group only once its module is in, and says which page forgot it', async () => {
    const services = createAppServices(config, createMemoryStorage());
    expect(() => services.wallet).toThrow(/'wallet' module/);
    expect(services.features.loaded(['wallet'])).toBe(false);
    await services.features.load(['wallet']);
    expect(services.features.loaded(['wallet'])).toBe(true);
    expect(services.wallet).toBeDefined();
  });

  it('forgets the followed settlements when the session ends', async () => {
    const storage = createMemoryStorage();
    const container = await loadedContainer(config, storage);
    const clear = vi.spyOn(resolve(container, Keys.contractServices).settlements, 'clear');
    resolve(container, Keys.sessionStore).save({
      token: 't',
      userId: '1',
      email: 'trader@example.com',
      canPurchase: '1',
      langType: 'en-US',
    });
    const { session } = resolve(container, Keys.appServices);
    const actor = createActor(session.machine, { input: session.input }).start();
    expect(clear).not.toHaveBeenCalled();
    actor.send({ type: 'logout' });
    expect(clear).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('gives the same instance of a port on every resolve', () => {
    const container = createContainer(config, createMemoryStorage());
    expect(resolve(container, Keys.sessionStore)).toBe(resolve(container, Keys.sessionStore));
  });

  it('persists the chosen language where the next visit and the HTTP client read it', () => {
    const storage = createMemoryStorage();
    const container = createContainer(config, storage);
    const services = resolve(container, Keys.appServices);
    expect(services.language.input.saved).toBeNull();
    expect(resolve(container, Keys.currentLocale).current()).toBe('en-US');

    const language = createActor(services.language.machine, { input: services.language.input }).start();
    language.send({ type: 'language.choose', command: 2 });

    expect(resolve(container, Keys.currentLocale).current()).toBe('zh-CN');
    expect(createAppServices(config, storage).language.input.saved).toBe('zh-CN');
  });
});

describe('the http container', () => {
  it('tells the HTTP clients which form factor is shown, from the page path', () => {
    const container = createContainer(readAppConfig({ VITE_BACKEND: 'http' }), createMemoryStorage());
    expect(['mobile', 'desktop']).toContain(resolve(container, HttpKeys.formFactor).current());
  });
});

describe.each(modes)('the output ports of the %s container', (mode) => {
  it.each(Object.keys(GatewayKeys) as GatewayKeyName[])('binds %s', async (name) => {
    const container = await loadedContainer(readAppConfig({ VITE_BACKEND: mode }));
    const key: Key<unknown> = GatewayKeys[name];
    expect(resolve(container, key)).toBeDefined();
  });
});

describe('the demo container', () => {
  const config = readAppConfig({ VITE_BACKEND: 'demo' });

  it('offers a reset of the demo data that also signs the user out', () => {
    const storage = createMemoryStorage();
    const container = createContainer(config, storage);
    resolve(container, Keys.sessionStore).save({
      token: 't',
      userId: '1',
      email: 'trader@example.com',
      canPurchase: '1',
      langType: 'en-US',
    });
    resolve(container, Keys.appServices).demoData?.reset();
    expect(resolve(container, Keys.sessionStore).load()).toBeNull();
  });

  it('offers no demo reset in http mode', () => {
    const services = createAppServices(readAppConfig({ VITE_BACKEND: 'http' }), createMemoryStorage());
    expect(services.demoData).toBeNull();
  });
});
