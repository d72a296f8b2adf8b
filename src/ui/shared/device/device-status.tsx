import { useIntl } from 'react-intl';
import { deviceMessages } from './device.messages';
import { useDeviceStatus } from './use-device-status';
import './device-status.css';

/**
 * Offline: the app still opens (the installed shell), says so and that prices are paused.
 * A new deployment is offered, never forced: the trader reloads when they choose.
 */
export function DeviceStatus() {
  const intl = useIntl();
  const { online, updateReady, applyUpdate } = useDeviceStatus();
  return (
    <>
      <div className="device-status device-status--offline" role="status" aria-live="polite">
        {online ? null : <p>{intl.formatMessage(deviceMessages.offline)}</p>}
      </div>
      {updateReady ? (
        <div className="device-status device-status--update" role="alert">
          <p>{intl.formatMessage(deviceMessages.updateReady)}</p>
          <button type="button" onClick={applyUpdate}>
            {intl.formatMessage(deviceMessages.update)}
          </button>
        </div>
      ) : null}
    </>
  );
}
