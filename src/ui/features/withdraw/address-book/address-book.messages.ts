import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the address book screen, both form factors (catalogue withdraw.json). */
export const addressBookMessages = defineMessages({
  title: { id: 'withdraw.address.title', defaultMessage: 'Withdrawal addresses' },
  add: { id: 'withdraw.address.add', defaultMessage: 'Add address' },
  editTitle: { id: 'withdraw.address.editTitle', defaultMessage: 'Edit address' },
  label: { id: 'withdraw.address.label', defaultMessage: 'Label' },
  coin: { id: 'withdraw.address.coin', defaultMessage: 'Coin' },
  network: { id: 'withdraw.address.network', defaultMessage: 'Network' },
  address: { id: 'withdraw.address.address', defaultMessage: 'Address' },
  save: { id: 'withdraw.address.save', defaultMessage: 'Save' },
  cancel: { id: 'withdraw.address.cancel', defaultMessage: 'Cancel' },
  edit: { id: 'withdraw.address.edit', defaultMessage: 'Edit' },
  delete: { id: 'withdraw.address.delete', defaultMessage: 'Delete' },
  saved: { id: 'withdraw.address.saved', defaultMessage: 'Address saved' },
  deleted: { id: 'withdraw.address.deleted', defaultMessage: 'Address deleted' },
  empty: { id: 'withdraw.address.empty', defaultMessage: 'No saved addresses yet' },
  loadFailed: { id: 'withdraw.address.loadFailed', defaultMessage: 'The addresses could not be loaded' },
  retry: { id: 'withdraw.address.retry', defaultMessage: 'Retry' },
  usable: { id: 'withdraw.address.usable', defaultMessage: 'Ready for withdrawal' },
  cooldownNote: {
    id: 'withdraw.address.cooldownNote',
    defaultMessage:
      'For your safety a new or changed address can receive withdrawals only after a short waiting time.',
  },
  actions: { id: 'withdraw.address.actions', defaultMessage: 'Actions' },
  status: { id: 'withdraw.address.status', defaultMessage: 'Status' },
});

/** The domain's address problems (AddressProblem) and the engine's refusals of an address, translated. */
export const addressProblemMessages = defineMessages({
  'Enter a label': { id: 'withdraw.address.problem.enterLabel', defaultMessage: 'Enter a label' },
  'The label is too long': {
    id: 'withdraw.address.problem.labelTooLong',
    defaultMessage: 'The label is too long (20 characters at most)',
  },
  'Choose a coin': { id: 'withdraw.address.problem.coin', defaultMessage: 'Choose a coin' },
  'Choose a network': { id: 'withdraw.address.problem.network', defaultMessage: 'Choose a network' },
  'The address does not match the network': {
    id: 'withdraw.address.problem.format',
    defaultMessage: 'The address does not match the network',
  },
  'This address is already saved': {
    id: 'withdraw.address.problem.duplicate',
    defaultMessage: 'This address is already saved',
  },
  'The address does not exist': {
    id: 'withdraw.address.problem.notFound',
    defaultMessage: 'The address does not exist',
  },
  'The address book is full': {
    id: 'withdraw.address.problem.full',
    defaultMessage: 'The address book is full',
  },
});

/** A saved address's cool-down, in the address book and in the withdraw form's choice of address. */
export const lockedForText = defineMessage<{ time: string }>({
  id: 'withdraw.address.lockedFor',
  defaultMessage: 'Usable in {time}',
});
export const deleteConfirmText = defineMessage<{ label: string }>({
  id: 'withdraw.address.deleteConfirm',
  defaultMessage: 'Delete the address "{label}"?',
});
/** A typed address that imitates a saved one, wherever an address is typed. */
export const lookalikeText = defineMessage<{ label: string; address: string }>({
  id: 'withdraw.address.lookalike',
  defaultMessage:
    'Careful: this address starts and ends like your saved address "{label}" ({address}) but differs in the middle. Scammers use lookalike addresses; check every character.',
});
