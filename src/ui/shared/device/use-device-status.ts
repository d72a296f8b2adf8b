import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '../services-context';

/** Whether the device is online, and whether a new version of the app waits to be taken. */
export function useDeviceStatus() {
  const { device } = useServices();
  const online = useSyncExternalStore(device.onConnectivityChange, device.online, () => true);
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => device.onUpdateReady(() => setUpdateReady(true)), [device]);
  return { online, updateReady, applyUpdate: device.applyUpdate };
}
