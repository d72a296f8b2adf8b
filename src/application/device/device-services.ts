import type { AppShell } from '../../domain/shared/app-shell.port';
import type { Connectivity } from '../../domain/shared/connectivity.port';

/** Input ports of the device status the whole app shows: offline, and a new version ready. */
export interface DeviceServices {
  online(): boolean;
  onConnectivityChange(listener: () => void): () => void;
  onUpdateReady(listener: () => void): () => void;
  applyUpdate(): void;
}

export function createDeviceServices(deps: { shell: AppShell; connectivity: Connectivity }): DeviceServices {
  const { shell, connectivity } = deps;
  return {
    online: () => connectivity.online(),
    onConnectivityChange: (listener) => connectivity.onChange(listener),
    onUpdateReady: (listener) => shell.onUpdateReady(listener),
    applyUpdate: () => shell.applyUpdate(),
  };
}
