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

const modes = ['demo', 'http'] as const;
const keyNames = Object.keys(Keys) as KeyName[];

describe.each(modes)('the %s container', (mode) => {
  const config = readAppConfig({ VITE_BACKEND: mode });

  it.each(keyNames)('resolves %s', (name) => {
    const container = createContainer(config, createMemoryStorage());
    const key: Key<unknown> = Keys[name];
    expect(resolve(container, key)).toBeDefined();
  });

  it('hands the UI services of its own backend mode', () => {
    expect(createAppServices(config, createMemoryStorage()).backendMode).toBe(mode);
  });

  it('hands the UI every group of input ports as bound to its key', () => {
    const container = createContainer(config, createMemoryStorage());
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

  it('offers simulated deposits in demo mode only', () => {
    expect(createAppServices(config, createMemoryStorage()).deposit.canSimulate).toBe(mode === 'demo');
  });

  it('forgets the followed settlements when the session ends', () => {
    const storage = createMemoryStorage();
    const container = createContainer(config, storage);
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
  it.each(Object.keys(GatewayKeys) as GatewayKeyName[])('binds %s', (name) => {
    const container = createContainer(readAppConfig({ VITE_BACKEND: mode }), createMemoryStorage());
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
