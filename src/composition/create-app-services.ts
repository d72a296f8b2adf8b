import { NEVER_FULL } from '../adapters/storage/quota-watch';
import type { AppServices } from '../application/app-services';
import type { StorageQuota } from '../domain/shared/storage-quota.port';
import type { AppConfig } from './app-config';
import { createDemoContainer } from './demo.container';
import { createHttpContainer } from './http.container';
import { Keys } from './keys';
import { resolve } from './resolve';

/** `quota` hears a write refused for lack of space (quota-watch.ts); tests may leave it out. */
export function createContainer(config: AppConfig, storage: Storage, quota: StorageQuota = NEVER_FULL) {
  return config.backendMode === 'http'
    ? createHttpContainer(config, storage, quota)
    : createDemoContainer(config, storage, quota);
}

export function createAppServices(
  config: AppConfig,
  storage: Storage,
  quota: StorageQuota = NEVER_FULL,
): AppServices {
  return resolve(createContainer(config, storage, quota), Keys.appServices);
}
