import { defineMessages } from 'react-intl';

/** SPEC section 2's account entries, shared by the desktop account menu and the mobile My tab. */
export const accountMenuMessages = defineMessages({
  settings: { id: 'session.menu.settings', defaultMessage: 'Account settings' },
  records: { id: 'session.menu.records', defaultMessage: 'Transaction log' },
  identity: { id: 'session.menu.identity', defaultMessage: 'Identity authentication' },
  password: { id: 'session.menu.password', defaultMessage: 'Change password' },
});
