import { defineMessage, defineMessages } from 'react-intl';

/** Messages of the contract assets, records, transfer and demo funds (catalogue contract.json). */
export const assetMessages = defineMessages({
  title: { id: 'contract.assets.title', defaultMessage: 'Contract assets' },
  hideSmall: { id: 'contract.assets.hideSmall', defaultMessage: 'Hide small balances' },
  rate: { id: 'contract.assets.rate', defaultMessage: 'Account rate' },
  coin: { id: 'contract.assets.coin', defaultMessage: 'Coin' },
  available: { id: 'contract.assets.available', defaultMessage: 'Available' },
  frozen: { id: 'contract.assets.frozen', defaultMessage: 'Frozen' },
  price: { id: 'contract.assets.price', defaultMessage: 'Price (USDT)' },
  total: { id: 'contract.assets.total', defaultMessage: 'Total (USDT)' },
  empty: { id: 'contract.assets.empty', defaultMessage: 'No balances to show' },
  error: { id: 'contract.assets.error', defaultMessage: 'The balances could not be loaded.' },
  records: { id: 'contract.records.title', defaultMessage: 'Asset records' },
  recordsEmpty: { id: 'contract.records.empty', defaultMessage: 'No records yet' },
  transferTitle: { id: 'contract.transfer.title', defaultMessage: 'Transfer between spot and contract' },
  transferSubmit: { id: 'contract.transfer.submit', defaultMessage: 'Transfer' },
  transferSuccess: { id: 'contract.transfer.success', defaultMessage: 'Transfer successful' },
  transferRefusal: { id: 'contract.transfer.refusal', defaultMessage: 'Enter the transfer amount' },
  demoFundsTitle: { id: 'contract.demoFunds.title', defaultMessage: 'Add demo funds' },
  demoFundsSuccess: { id: 'contract.demoFunds.success', defaultMessage: 'Add Success' },
  demoAmountsError: {
    id: 'contract.demoFunds.amountsError',
    defaultMessage: 'The top-up amounts could not be loaded.',
  },
});

export const addAmountText = defineMessage<{ amount: string }>({
  id: 'contract.demoFunds.add',
  defaultMessage: 'Add {amount} USDT',
});
