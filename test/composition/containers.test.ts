import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryStorage } from '../../src/adapters/storage/memory-storage';
import { readAppConfig } from '../../src/composition/app-config';
import { createAppServices, createContainer } from '../../src/composition/create-app-services';
import { GatewayKeys, Keys, type GatewayKeyName, type Key, type KeyName } from '../../src/composition/keys';
import { resolve } from '../../src/composition/resolve';
import { HttpKeys } from '../../src/composition/http.container';

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
  it('builds one HTTP client per API base', () => {
    const container = createContainer(readAppConfig({ VITE_BACKEND: 'http' }), createMemoryStorage());
    const mobile = resolve(container, HttpKeys.mobileClient);
    const desktop = resolve(container, HttpKeys.desktopClient);
    expect(mobile.post).toBeTypeOf('function');
    expect(desktop).not.toBe(mobile);
  });
});

describe('the demo container', () => {
  const config = readAppConfig({ VITE_BACKEND: 'demo' });

  it.each(Object.keys(GatewayKeys) as GatewayKeyName[])('binds the output port %s', (name) => {
    const container = createContainer(config, createMemoryStorage());
    const key: Key<unknown> = GatewayKeys[name];
    expect(resolve(container, key)).toBeDefined();
  });

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
