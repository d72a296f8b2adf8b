import type { AppServices } from '../application/app-services';
import type { AppConfig } from './app-config';
import { createDemoContainer } from './demo.container';
import { createHttpContainer } from './http.container';
import { Keys } from './keys';
import { resolve } from './resolve';

export function createContainer(config: AppConfig, storage: Storage) {
  return config.backendMode === 'http'
    ? createHttpContainer(config, storage)
    : createDemoContainer(config, storage);
}

export function createAppServices(config: AppConfig, storage: Storage): AppServices {
  return resolve(createContainer(config, storage), Keys.appServices);
}
