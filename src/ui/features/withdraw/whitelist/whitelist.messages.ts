import { defineMessages } from 'react-intl';

/** The security centre's whitelist-only row (catalogue withdraw.json). */
export const whitelistMessages = defineMessages({
  title: { id: 'withdraw.whitelist.title', defaultMessage: 'Whitelist-only withdrawals' },
  on: { id: 'withdraw.whitelist.on', defaultMessage: 'On: only saved addresses' },
  off: { id: 'withdraw.whitelist.off', defaultMessage: 'Off' },
  turnOn: { id: 'withdraw.whitelist.turnOn', defaultMessage: 'Turn on' },
  turnOff: { id: 'withdraw.whitelist.turnOff', defaultMessage: 'Turn off' },
  offNote: {
    id: 'withdraw.whitelist.offNote',
    defaultMessage:
      'Turning this off allows withdrawals to new addresses, and holds all withdrawals for 24 hours to protect your account: confirm with the email code.',
  },
  confirmOff: { id: 'withdraw.whitelist.confirmOff', defaultMessage: 'Confirm' },
  cancel: { id: 'withdraw.whitelist.cancel', defaultMessage: 'Cancel' },
  changed: { id: 'withdraw.whitelist.changed', defaultMessage: 'Whitelist-only withdrawals updated' },
  loadFailed: { id: 'withdraw.whitelist.loadFailed', defaultMessage: 'The setting could not be loaded' },
});
