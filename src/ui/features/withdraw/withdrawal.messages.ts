import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the withdraw and fund-password screens, both form factors (catalogue withdraw.json). */
export const withdrawalMessages = defineMessages({
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
  amount: { id: 'withdraw.form.amount', defaultMessage: 'Amount' },
  max: { id: 'withdraw.form.max', defaultMessage: 'Max' },
  fundPassword: { id: 'withdraw.form.fundPassword', defaultMessage: 'Fund password' },
  fundPasswordHint: { id: 'withdraw.form.fundPasswordHint', defaultMessage: '6 digits' },
  code: { id: 'withdraw.form.code', defaultMessage: 'Email verification code' },
  sendCode: { id: 'withdraw.form.sendCode', defaultMessage: 'Send code' },
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
  records: { id: 'withdraw.records.title', defaultMessage: 'Withdrawal records' },
  recordsEmpty: { id: 'withdraw.records.empty', defaultMessage: 'No withdrawals yet' },
  recordsFailed: { id: 'withdraw.records.failed', defaultMessage: 'The records could not be loaded' },
  cancelFailed: {
    id: 'withdraw.records.cancelFailed',
    defaultMessage: 'The withdrawal could not be cancelled',
  },
  more: { id: 'withdraw.records.more', defaultMessage: 'Load more' },
  noMore: { id: 'withdraw.records.noMore', defaultMessage: 'No more records' },
  cancel: { id: 'withdraw.records.cancel', defaultMessage: 'Cancel' },
  cancelConfirm: { id: 'withdraw.records.cancelConfirm', defaultMessage: 'Cancel this withdrawal?' },
  cancelYes: { id: 'withdraw.records.cancelYes', defaultMessage: 'Yes, cancel it' },
  cancelNo: { id: 'withdraw.records.cancelNo', defaultMessage: 'Keep it' },
  cancelled: {
    id: 'withdraw.records.cancelled',
    defaultMessage: 'Withdrawal cancelled; the amount is available again',
  },
  statusPending: { id: 'withdraw.status.pending', defaultMessage: 'Pending review' },
  statusFinish: { id: 'withdraw.status.finish', defaultMessage: 'Finish' },
  statusRejected: { id: 'withdraw.status.rejected', defaultMessage: 'Rejected' },
  statusCancelled: { id: 'withdraw.status.cancelled', defaultMessage: 'Cancelled' },
  sentToast: { id: 'withdraw.sentToast', defaultMessage: 'Withdrawal submitted for review' },
  gateVerifyTitle: { id: 'withdraw.gate.verifyTitle', defaultMessage: 'Identity verification needed' },
  gateVerifyText: {
    id: 'withdraw.gate.verifyText',
    defaultMessage: 'Verify your identity before you withdraw. Verified information cannot be changed later.',
  },
  gateVerify: { id: 'withdraw.gate.verify', defaultMessage: 'Verify identity' },
  gateReviewingTitle: { id: 'withdraw.gate.reviewingTitle', defaultMessage: 'Identity under review' },
  gateReviewingText: {
    id: 'withdraw.gate.reviewingText',
    defaultMessage: 'Your identity verification is being reviewed. You can withdraw once it is verified.',
  },
  gateFundTitle: { id: 'withdraw.gate.fundTitle', defaultMessage: 'Set a fund password first' },
  gateFundText: {
    id: 'withdraw.gate.fundText',
    defaultMessage: 'Every withdrawal asks for a 6-digit fund password. Set it once to continue.',
  },
  gateFund: { id: 'withdraw.gate.fund', defaultMessage: 'Set fund password' },
  fundTitle: { id: 'withdraw.fund.title', defaultMessage: 'Set fund password' },
  fundNew: { id: 'withdraw.fund.password', defaultMessage: 'Fund password (6 digits)' },
  fundConfirm: { id: 'withdraw.fund.confirm', defaultMessage: 'Confirm fund password' },
  fundSave: { id: 'withdraw.fund.save', defaultMessage: 'Set fund password' },
  fundSaving: { id: 'withdraw.fund.saving', defaultMessage: 'Saving…' },
  fundDone: { id: 'withdraw.fund.done', defaultMessage: 'Fund password set' },
  fundNote: {
    id: 'withdraw.fund.note',
    defaultMessage: 'The fund password protects withdrawals. It is separate from your login password.',
  },
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
export const recordFeeText = defineMessage<{ fee: string; coin: string }>({
  id: 'withdraw.records.fee',
  defaultMessage: 'Fee {fee} {coin}',
});
export const receivedText = defineMessage<{ amount: string; coin: string }>({
  id: 'withdraw.form.received',
  defaultMessage: 'You receive: {amount} {coin}',
});
export const codeSentText = defineMessage<{ seconds: number }>({
  id: 'withdraw.form.codeWait',
  defaultMessage: 'Resend in {seconds}s',
});
export const demoCodeText = defineMessage<{ code: string }>({
  id: 'withdraw.form.demoCode',
  defaultMessage: 'Demo mode, no mail is sent. Your code: {code}',
});
export const confirmLineText = defineMessage<{ amount: string; fee: string; received: string; coin: string }>(
  {
    id: 'withdraw.form.confirmLine',
    defaultMessage: 'Amount {amount} {coin} · Fee {fee} {coin} · Received {received} {coin}',
  },
);

/** The rules' and the exchange's refusals, translated; other server texts are shown as sent. */
export const withdrawProblemMessages = defineMessages({
  'Enter the withdrawal address': {
    id: 'withdraw.problem.enterAddress',
    defaultMessage: 'Enter the withdrawal address',
  },
  'This address is not usable yet': {
    id: 'withdraw.problem.locked',
    defaultMessage: 'This address is not usable yet: its waiting time is still running',
  },
  'Withdrawals on this network are not available': {
    id: 'withdraw.problem.networkUnavailable',
    defaultMessage: 'Withdrawals on this network are not available',
  },
  'Enter the withdrawal amount': {
    id: 'withdraw.problem.amount',
    defaultMessage: 'Enter the withdrawal amount',
  },
  'The amount is below the minimum withdrawal': {
    id: 'withdraw.problem.belowMinimum',
    defaultMessage: 'The amount is below the minimum withdrawal',
  },
  'Insufficient available balance': {
    id: 'withdraw.problem.insufficient',
    defaultMessage: 'Insufficient available balance',
  },
  'The fund password must be 6 digits': {
    id: 'withdraw.problem.fundPassword',
    defaultMessage: 'The fund password must be 6 digits',
  },
  'Enter the email verification code': {
    id: 'withdraw.problem.code',
    defaultMessage: 'Enter the email verification code',
  },
  'Password is incorrect': {
    id: 'withdraw.problem.passwordIncorrect',
    defaultMessage: 'Password is incorrect',
  },
  'Verification code error': { id: 'withdraw.problem.codeError', defaultMessage: 'Verification code error' },
  'Please try again later': { id: 'withdraw.problem.tryLater', defaultMessage: 'Please try again later' },
  'Passwords are inconsistent': {
    id: 'withdraw.problem.inconsistent',
    defaultMessage: 'Passwords are inconsistent',
  },
  'Please complete identity verification first': {
    id: 'withdraw.problem.identity',
    defaultMessage: 'Please complete identity verification first',
  },
  'Please set a fund password first': {
    id: 'withdraw.problem.fundPasswordNeeded',
    defaultMessage: 'Please set a fund password first',
  },
  'The withdrawal can no longer be cancelled': {
    id: 'withdraw.problem.notCancellable',
    defaultMessage: 'The withdrawal can no longer be cancelled',
  },
  'The address resembles a saved address with a different middle': {
    id: 'withdraw.problem.lookalikeRejected',
    defaultMessage: 'The address resembles a saved address with a different middle',
  },
});
