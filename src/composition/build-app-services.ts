import type { AppServices } from '../application/app-services';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import type { AppConfig } from './app-config';
import { createDemoContainer } from './demo.container';
import { createHttpContainer } from './http.container';
import { Keys } from './keys';
import { resolve } from './resolve';

/**
 * The services of this build's own backend, for the entry point. Vite writes VITE_BACKEND
 * into the code at build time, so the test below is a constant and the bundler drops the
 * other backend: the demo build ships no axios and no HTTP adapters, the http build no
 * in-browser exchange. (`createAppServices` picks at run time, for tests of both.)
 */
export function createBuildAppServices(
  config: AppConfig,
  storage: Storage,
  quota: StorageQuota,
): AppServices {
  const container =
    import.meta.env.VITE_BACKEND === 'http'
      ? createHttpContainer(config, storage, quota)
      : createDemoContainer(config, storage, quota);
  return resolve(container, Keys.appServices);
}
