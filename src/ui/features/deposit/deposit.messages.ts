import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the deposit screens, both form factors (catalogue deposit.json). */
export const depositMessages = defineMessages({
  title: { id: 'deposit.title', defaultMessage: 'Deposit' },
  coin: { id: 'deposit.coin', defaultMessage: 'Coin' },
  network: { id: 'deposit.network', defaultMessage: 'Network' },
  address: { id: 'deposit.address', defaultMessage: 'Deposit address' },
  qrAlt: { id: 'deposit.qrAlt', defaultMessage: 'QR code of the deposit address' },
  copy: { id: 'deposit.copy', defaultMessage: 'Copy' },
  copied: { id: 'deposit.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'deposit.copyFailed', defaultMessage: 'Could not copy; select the text instead' },
  memo: { id: 'deposit.memo', defaultMessage: 'Memo (tag)' },
  memoWarning: {
    id: 'deposit.memoWarning',
    defaultMessage:
      'Both the address and the memo are required. A deposit without the memo cannot be credited.',
  },
  confirmationsNote: {
    id: 'deposit.confirmationsNote',
    defaultMessage: 'A deposit is credited after 12 network confirmations.',
  },
  loading: { id: 'deposit.loading', defaultMessage: 'Loading the address…' },
  loadFailed: { id: 'deposit.loadFailed', defaultMessage: 'The address could not be loaded' },
  retry: { id: 'deposit.retry', defaultMessage: 'Retry' },
  records: { id: 'deposit.records', defaultMessage: 'Deposit records' },
  recordsEmpty: { id: 'deposit.recordsEmpty', defaultMessage: 'No deposits yet' },
  recordsFailed: { id: 'deposit.recordsFailed', defaultMessage: 'The records could not be loaded' },
  more: { id: 'deposit.more', defaultMessage: 'Load more' },
  noMore: { id: 'deposit.noMore', defaultMessage: 'No more records' },
  statusPending: { id: 'deposit.status.pending', defaultMessage: 'Pending review' },
  statusFinish: { id: 'deposit.status.finish', defaultMessage: 'Finish' },
  statusRejected: { id: 'deposit.status.rejected', defaultMessage: 'Rejected' },
  simulateTitle: { id: 'deposit.simulate.title', defaultMessage: 'Demo only: simulate a deposit' },
  simulateNote: {
    id: 'deposit.simulate.note',
    defaultMessage:
      'No real coins move in demo mode. This sends simulated coins to your address above; watch them confirm.',
  },
  simulateAmount: { id: 'deposit.simulate.amount', defaultMessage: 'Amount to simulate' },
  simulate: { id: 'deposit.simulate.send', defaultMessage: 'Simulate a deposit' },
  simulating: { id: 'deposit.simulate.sending', defaultMessage: 'Sending…' },
  simulated: { id: 'deposit.simulate.done', defaultMessage: 'Simulated deposit sent: confirming now' },
  rejectedToast: {
    id: 'deposit.rejectedToast',
    defaultMessage: 'A deposit was below the minimum and was not credited',
  },
});

export const minimumText = defineMessage<{ amount: string; coin: string }>({
  id: 'deposit.minimum',
  defaultMessage: 'Minimum deposit: {amount} {coin}. Smaller deposits are not credited.',
});
export const onlyNetworkText = defineMessage<{ coin: string; network: string }>({
  id: 'deposit.onlyNetwork',
  defaultMessage: 'Send only {coin} on the {network} network to this address; anything else is lost.',
});
export const confirmationsText = defineMessage<{ done: number; required: number }>({
  id: 'deposit.confirmations',
  defaultMessage: '{done}/{required} confirmations',
});
export const balanceText = defineMessage<{ amount: string; coin: string }>({
  id: 'deposit.balance',
  defaultMessage: 'Spot balance: {amount} {coin}',
});
export const creditedText = defineMessage<{ amount: string; coin: string }>({
  id: 'deposit.credited',
  defaultMessage: '{amount} {coin} deposit credited',
});

/** The domain's refusals (DepositProblem) and the engine's, translated. */
export const depositProblemMessages = defineMessages({
  'This network does not carry the coin': {
    id: 'deposit.problem.network',
    defaultMessage: 'This network does not carry the coin',
  },
  'Enter the deposit amount': { id: 'deposit.problem.amount', defaultMessage: 'Enter the deposit amount' },
  'The amount is too large': { id: 'deposit.problem.tooLarge', defaultMessage: 'The amount is too large' },
});
