import type { Container } from 'inversify';
import { createBrowserConnectivity } from '../adapters/browser/connectivity.adapter';
import { createNoAppShell, createServiceWorkerShell } from '../adapters/browser/service-worker-shell.adapter';
import { createDeviceServices } from '../application/device/device-services';
import type { AppShell } from '../domain/shared/app-shell.port';
import type { Connectivity } from '../domain/shared/connectivity.port';
import type { AppConfig } from './app-config';
import { Keys } from './keys';

/** The device's connection and the installed app (the service worker of production builds). */
export function bindDevice(container: Container): void {
  container.bind(Keys.connectivity).toResolvedValue(() => createBrowserConnectivity(globalThis.window));
  container
    .bind(Keys.appShell)
    .toResolvedValue(
      ({ installable }: AppConfig) =>
        installable && globalThis.window !== undefined && 'serviceWorker' in globalThis.navigator
          ? createServiceWorkerShell({ scriptUrl: '/sw.js', win: globalThis.window })
          : createNoAppShell(),
      [Keys.config],
    );
  container
    .bind(Keys.device)
    .toResolvedValue(
      (shell: AppShell, connectivity: Connectivity) => createDeviceServices({ shell, connectivity }),
      [Keys.appShell, Keys.connectivity],
    );
}
