import { Container } from 'inversify';
import type { AppConfig } from './app-config';
import { bindCommon } from './common.bindings';

/** Demo mode: everything runs in the browser; no server is needed. */
export function createDemoContainer(config: AppConfig, storage: Storage): Container {
  const container = new Container();
  bindCommon(container, config, storage);
  return container;
}
