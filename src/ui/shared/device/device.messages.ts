import { defineMessages } from 'react-intl';

/** The app-wide device status (device.json). */
export const deviceMessages = defineMessages({
  offline: {
    id: 'device.offline',
    defaultMessage: 'You are offline. Prices are paused until the connection returns.',
  },
  updateReady: { id: 'device.updateReady', defaultMessage: 'A new version of the app is ready.' },
  update: { id: 'device.update', defaultMessage: 'Reload to update' },
});
