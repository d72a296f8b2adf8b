import { defineMessages } from 'react-intl';

/** Messages of the demo-data reset, shared by both form factors (catalogue demo.json). */
export const demoResetMessages = defineMessages({
  action: { id: 'demo.reset.action', defaultMessage: 'Reset demo data' },
  title: { id: 'demo.reset.title', defaultMessage: 'Reset demo data?' },
  body: {
    id: 'demo.reset.body',
    defaultMessage:
      'Every demo account, balance and order kept in this browser is deleted and you are signed out. This cannot be undone.',
  },
  confirm: { id: 'demo.reset.confirm', defaultMessage: 'Reset' },
  hint: {
    id: 'demo.reset.hint',
    defaultMessage: 'The market and accounts of demo mode live in this browser only.',
  },
});
