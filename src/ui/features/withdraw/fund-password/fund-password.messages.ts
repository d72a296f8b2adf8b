import { defineMessages } from 'react-intl';

/** Texts of the set-fund-password form, both form factors (catalogue withdraw.json). */
export const fundPasswordMessages = defineMessages({
  title: { id: 'withdraw.fund.title', defaultMessage: 'Set fund password' },
  password: { id: 'withdraw.fund.password', defaultMessage: 'Fund password (6 digits)' },
  confirm: { id: 'withdraw.fund.confirm', defaultMessage: 'Confirm fund password' },
  save: { id: 'withdraw.fund.save', defaultMessage: 'Set fund password' },
  saving: { id: 'withdraw.fund.saving', defaultMessage: 'Saving…' },
  done: { id: 'withdraw.fund.done', defaultMessage: 'Fund password set' },
  // A set fund password is changed with the same form (a new code, the new digits twice).
  changeTitle: { id: 'withdraw.fund.changeTitle', defaultMessage: 'Change fund password' },
  changed: { id: 'withdraw.fund.changed', defaultMessage: 'Fund password changed' },
  note: {
    id: 'withdraw.fund.note',
    defaultMessage: 'The fund password protects withdrawals. It is separate from your login password.',
  },
});
