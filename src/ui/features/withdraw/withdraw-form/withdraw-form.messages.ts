import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the withdraw form, its confirmation and its outcome, both form factors (catalogue withdraw.json). */
export const withdrawFormMessages = defineMessages({
  title: { id: 'withdraw.form.title', defaultMessage: 'Withdraw' },
  coin: { id: 'withdraw.form.coin', defaultMessage: 'Coin' },
  network: { id: 'withdraw.form.network', defaultMessage: 'Network' },
  savedAddress: { id: 'withdraw.form.savedAddress', defaultMessage: 'Saved address' },
  chooseSaved: { id: 'withdraw.form.chooseSaved', defaultMessage: 'Choose a saved address' },
  typeAddress: { id: 'withdraw.form.typeAddress', defaultMessage: 'Type an address' },
  useSaved: { id: 'withdraw.form.useSaved', defaultMessage: 'Use a saved address' },
  address: { id: 'withdraw.form.address', defaultMessage: 'Withdrawal address' },
  manageAddresses: { id: 'withdraw.form.manageAddresses', defaultMessage: 'Manage addresses' },
  noSaved: { id: 'withdraw.form.noSaved', defaultMessage: 'No saved address for this coin yet' },
  whitelistOnly: {
    id: 'withdraw.form.whitelistOnly',
    defaultMessage:
      'Whitelist-only withdrawals are on: only saved addresses past their waiting time can be used.',
  },
  amount: { id: 'withdraw.form.amount', defaultMessage: 'Amount' },
  max: { id: 'withdraw.form.max', defaultMessage: 'Max' },
  fundPassword: { id: 'withdraw.form.fundPassword', defaultMessage: 'Fund password' },
  fundPasswordHint: { id: 'withdraw.form.fundPasswordHint', defaultMessage: '6 digits' },
  authenticatorCode: { id: 'withdraw.form.authenticatorCode', defaultMessage: 'Authenticator code' },
  authenticatorCodeHint: {
    id: 'withdraw.form.authenticatorCodeHint',
    defaultMessage: '6 digits from the app, or a recovery code',
  },
  recoveryCodeHint: {
    id: 'withdraw.form.recoveryCodeHint',
    defaultMessage: 'One of the recovery codes you kept at binding; each works once',
  },
  useRecoveryCode: { id: 'withdraw.form.useRecoveryCode', defaultMessage: 'Use a recovery code' },
  useAppCode: { id: 'withdraw.form.useAppCode', defaultMessage: "Use the app's code" },
  arrival: {
    id: 'withdraw.form.arrival',
    defaultMessage: 'Withdrawals arrive within 24 hours after review.',
  },
  next: { id: 'withdraw.form.next', defaultMessage: 'Continue' },
  confirmTitle: { id: 'withdraw.form.confirmTitle', defaultMessage: 'Confirm the withdrawal' },
  confirmNote: {
    id: 'withdraw.form.confirmNote',
    defaultMessage: 'Check every character of the address: a withdrawal cannot be reversed once paid out.',
  },
  confirm: { id: 'withdraw.form.confirm', defaultMessage: 'Confirm withdrawal' },
  back: { id: 'withdraw.form.back', defaultMessage: 'Back' },
  sending: { id: 'withdraw.form.sending', defaultMessage: 'Sending…' },
  doneTitle: { id: 'withdraw.form.doneTitle', defaultMessage: 'Withdrawal submitted' },
  doneText: {
    id: 'withdraw.form.doneText',
    defaultMessage: 'The amount is frozen while the withdrawal is reviewed. It arrives within 24 hours.',
  },
  unknownTitle: { id: 'withdraw.form.unknownTitle', defaultMessage: 'Outcome unknown' },
  unknownText: {
    id: 'withdraw.form.unknownText',
    defaultMessage:
      'The connection was lost before the exchange answered, so the withdrawal may or may not have been made. Nothing was sent again. Check the records and balance below before you try again.',
  },
  again: { id: 'withdraw.form.again', defaultMessage: 'New withdrawal' },
  loading: { id: 'withdraw.form.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'withdraw.form.loadFailed', defaultMessage: 'The withdrawal terms could not be loaded' },
  retry: { id: 'withdraw.form.retry', defaultMessage: 'Retry' },
  failed: { id: 'withdraw.form.failed', defaultMessage: 'The withdrawal was refused:' },
  error: { id: 'withdraw.form.error', defaultMessage: 'Something went wrong' },
  sentToast: { id: 'withdraw.form.sentToast', defaultMessage: 'Withdrawal submitted for review' },
});

export const availableText = defineMessage<{ amount: string; coin: string }>({
  id: 'withdraw.form.available',
  defaultMessage: 'Available: {amount} {coin}',
});
export const frozenText = defineMessage<{ amount: string; coin: string }>({
  id: 'withdraw.form.frozen',
  defaultMessage: 'Frozen for withdrawals under review: {amount} {coin}',
});
export const feeText = defineMessage<{ fee: string; coin: string; min: string }>({
  id: 'withdraw.form.fee',
  defaultMessage: 'Fee: {fee} {coin} · Minimum: {min} {coin}',
});
export const receivedText = defineMessage<{ amount: string; coin: string }>({
  id: 'withdraw.form.received',
  defaultMessage: 'You receive: {amount} {coin}',
});
/** The confirmation's rows beside Amount: what the network takes and what arrives. */
export const confirmRowMessages = defineMessages({
  fee: { id: 'withdraw.confirm.fee', defaultMessage: 'Fee' },
  received: { id: 'withdraw.confirm.received', defaultMessage: 'You receive' },
});
