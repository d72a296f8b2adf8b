import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the wallet screens (catalogue wallet.json). */
export const walletMessages = defineMessages({
  title: { id: 'wallet.title', defaultMessage: 'Assets' },
  totalUsdt: { id: 'wallet.total.usdt', defaultMessage: 'Total assets (USDT)' },
  hideAmounts: { id: 'wallet.hideAmounts', defaultMessage: 'Hide amounts' },
  showAmounts: { id: 'wallet.showAmounts', defaultMessage: 'Show amounts' },
  hideSmall: { id: 'wallet.hideSmall', defaultMessage: 'Hide small balances' },
  accounts: { id: 'wallet.accounts', defaultMessage: 'Accounts' },
  accountSpot: { id: 'wallet.account.spot', defaultMessage: 'Spot' },
  accountContract: { id: 'wallet.account.contract', defaultMessage: 'Seconds contract' },
  accountDemo: { id: 'wallet.account.demo', defaultMessage: 'Demo account' },
  accountTotal: { id: 'wallet.account.total', defaultMessage: 'Account total (USDT)' },
  coin: { id: 'wallet.column.coin', defaultMessage: 'Coin' },
  available: { id: 'wallet.column.available', defaultMessage: 'Available' },
  frozen: { id: 'wallet.column.frozen', defaultMessage: 'Frozen' },
  price: { id: 'wallet.column.price', defaultMessage: 'Price (USDT)' },
  total: { id: 'wallet.column.total', defaultMessage: 'Total (USDT)' },
  empty: { id: 'wallet.empty', defaultMessage: 'No balances to show' },
  loading: { id: 'wallet.loading', defaultMessage: 'Loading balances' },
  error: { id: 'wallet.error', defaultMessage: 'The balances could not be loaded.' },
  retry: { id: 'wallet.retry', defaultMessage: 'Retry' },
  stale: { id: 'wallet.stale', defaultMessage: 'Showing balances from your last visit while they refresh.' },
  deposit: { id: 'wallet.action.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'wallet.action.withdraw', defaultMessage: 'Withdraw' },
  transfer: { id: 'wallet.action.transfer', defaultMessage: 'Transfer' },
  convert: { id: 'wallet.action.convert', defaultMessage: 'Flash exchange' },
  records: { id: 'wallet.action.records', defaultMessage: 'Records' },
  trade: { id: 'wallet.action.trade', defaultMessage: 'Trade' },
  actions: { id: 'wallet.column.actions', defaultMessage: 'Actions' },
});

/** A row's actions, named with their coin for a screen reader ("Deposit USDC"). */
export const rowActionMessages = {
  deposit: defineMessage<{ coin: string }>({
    id: 'wallet.action.depositCoin',
    defaultMessage: 'Deposit {coin}',
  }),
  withdraw: defineMessage<{ coin: string }>({
    id: 'wallet.action.withdrawCoin',
    defaultMessage: 'Withdraw {coin}',
  }),
  trade: defineMessage<{ coin: string }>({ id: 'wallet.action.tradeCoin', defaultMessage: 'Trade {coin}' }),
};

export const totalBtcText = defineMessage<{ amount: string | null }>({
  id: 'wallet.total.btc',
  defaultMessage: 'About {amount} BTC',
});
