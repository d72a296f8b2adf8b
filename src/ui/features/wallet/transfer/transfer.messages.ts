import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the wallet transfer (catalogue wallet.json). */
export const transferMessages = defineMessages({
  title: { id: 'wallet.transfer.title', defaultMessage: 'Transfer between accounts' },
  direction: { id: 'wallet.transfer.direction', defaultMessage: 'Direction' },
  toContract: { id: 'wallet.transfer.toContract', defaultMessage: 'Spot → Seconds contract' },
  toSpot: { id: 'wallet.transfer.toSpot', defaultMessage: 'Seconds contract → Spot' },
  currency: { id: 'wallet.transfer.currency', defaultMessage: 'Coin' },
  amount: { id: 'wallet.transfer.amount', defaultMessage: 'Transfer amount' },
  max: { id: 'wallet.transfer.max', defaultMessage: 'Max' },
  next: { id: 'wallet.transfer.next', defaultMessage: 'Continue' },
  confirm: { id: 'wallet.transfer.confirm', defaultMessage: 'Confirm transfer' },
  cancel: { id: 'wallet.transfer.cancel', defaultMessage: 'Cancel' },
  close: { id: 'wallet.transfer.close', defaultMessage: 'Close' },
  refusal: { id: 'wallet.transfer.refusal', defaultMessage: 'Enter the transfer amount' },
  success: { id: 'wallet.transfer.success', defaultMessage: 'Transfer successful' },
  failed: { id: 'wallet.transfer.failed', defaultMessage: 'The transfer failed:' },
  sending: { id: 'wallet.transfer.sending', defaultMessage: 'Transferring…' },
});

/** The transfer rule's refusals, and the exchange's in the same words, translated. */
export const transferProblemMessages = {
  'Enter the transfer amount': transferMessages.refusal,
  'Insufficient available balance': defineMessage({
    id: 'wallet.transfer.insufficient',
    defaultMessage: 'Insufficient available balance',
  }),
};

export const availableText = defineMessage<{ amount: string; coin: string }>({
  id: 'wallet.transfer.available',
  defaultMessage: 'Available: {amount} {coin}',
});

export const confirmText = defineMessage<{ amount: string; coin: string; direction: string }>({
  id: 'wallet.transfer.confirmText',
  defaultMessage: 'Move {amount} {coin}: {direction}?',
});
