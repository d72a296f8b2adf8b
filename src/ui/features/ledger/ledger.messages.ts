import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts of the transaction log (catalogue ledger.json). */
export const ledgerMessages = defineMessages({
  title: { id: 'ledger.title', defaultMessage: 'Transaction log' },
  type: { id: 'ledger.filter.type', defaultMessage: 'Type' },
  coin: { id: 'ledger.filter.coin', defaultMessage: 'Coin' },
  allTypes: { id: 'ledger.filter.allTypes', defaultMessage: 'All types' },
  allCoins: { id: 'ledger.filter.allCoins', defaultMessage: 'All coins' },
  export: { id: 'ledger.export', defaultMessage: 'Export CSV' },
  filtersFailed: { id: 'ledger.filtersFailed', defaultMessage: 'The filters could not be loaded.' },
  exporting: { id: 'ledger.exporting', defaultMessage: 'Exporting…' },
  exported: { id: 'ledger.exported', defaultMessage: 'The CSV file is saved.' },
  empty: { id: 'ledger.empty', defaultMessage: 'No balance changes yet' },
  retry: { id: 'ledger.retry', defaultMessage: 'Retry' },
  time: { id: 'ledger.column.time', defaultMessage: 'Time' },
  account: { id: 'ledger.column.account', defaultMessage: 'Account' },
  change: { id: 'ledger.column.change', defaultMessage: 'Change' },
  balance: { id: 'ledger.column.balance', defaultMessage: 'Balance' },
  note: { id: 'ledger.column.note', defaultMessage: 'Note' },
  pages: { id: 'ledger.pages', defaultMessage: 'Transaction log pages' },
});

export const exportFailedText = defineMessage<{ message: string }>({
  id: 'ledger.exportFailed',
  defaultMessage: 'The export failed: {message}',
});

/** The names of the kinds of change the log knows; any other name shows as it came. */
export const ledgerTypeMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  transfer: { id: 'ledger.type.transfer', defaultMessage: 'Transfer' },
  convert: { id: 'ledger.type.convert', defaultMessage: 'Flash exchange' },
  'contract-open': { id: 'ledger.type.contractOpen', defaultMessage: 'Contract opened' },
  'contract-fee': { id: 'ledger.type.contractFee', defaultMessage: 'Contract fee' },
  'contract-settle': { id: 'ledger.type.contractSettle', defaultMessage: 'Contract settled' },
  'spot-order': { id: 'ledger.type.spotOrder', defaultMessage: 'Spot order funds' },
  'spot-fill': { id: 'ledger.type.spotFill', defaultMessage: 'Spot fill' },
  'spot-fee': { id: 'ledger.type.spotFee', defaultMessage: 'Spot fee' },
  'funds-added': { id: 'ledger.type.fundsAdded', defaultMessage: 'Funds added' },
  deposit: { id: 'ledger.type.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'ledger.type.withdraw', defaultMessage: 'Withdrawal' },
  'product-purchase': { id: 'ledger.type.productPurchase', defaultMessage: 'Product purchase' },
  'product-interest': { id: 'ledger.type.productInterest', defaultMessage: 'Product interest' },
  'product-redeem': { id: 'ledger.type.productRedeem', defaultMessage: 'Product redemption' },
  'subscription-paid': { id: 'ledger.type.subscriptionPaid', defaultMessage: 'Subscription paid' },
  'subscription-allocated': {
    id: 'ledger.type.subscriptionAllocated',
    defaultMessage: 'Subscription allocation',
  },
  'subscription-refund': { id: 'ledger.type.subscriptionRefund', defaultMessage: 'Subscription refund' },
});

export const ledgerAccountMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  spot: { id: 'ledger.account.spot', defaultMessage: 'Spot' },
  contract: { id: 'ledger.account.contract', defaultMessage: 'Seconds contract' },
  demo: { id: 'ledger.account.demo', defaultMessage: 'Demo account' },
});
