import { defineMessage, defineMessages } from 'react-intl';

/** Messages of the spot lists (open orders, history, trades, assets); catalogue spot.json. */
export const spotListMessages = defineMessages({
  title: { id: 'spot.lists.title', defaultMessage: 'Spot orders' },
  history: { id: 'spot.lists.history', defaultMessage: 'Order history' },
  trades: { id: 'spot.lists.trades', defaultMessage: 'Trade history' },
  assets: { id: 'spot.lists.assets', defaultMessage: 'Assets' },
  signIn: { id: 'spot.lists.signIn', defaultMessage: 'Log in to see your orders and assets' },
  time: { id: 'spot.col.time', defaultMessage: 'Time' },
  pair: { id: 'spot.col.pair', defaultMessage: 'Pair' },
  side: { id: 'spot.col.side', defaultMessage: 'Side' },
  type: { id: 'spot.col.type', defaultMessage: 'Type' },
  price: { id: 'spot.col.price', defaultMessage: 'Price' },
  average: { id: 'spot.col.average', defaultMessage: 'Average' },
  amount: { id: 'spot.col.amount', defaultMessage: 'Amount' },
  filled: { id: 'spot.col.filled', defaultMessage: 'Filled' },
  total: { id: 'spot.col.total', defaultMessage: 'Total' },
  fee: { id: 'spot.col.fee', defaultMessage: 'Fee' },
  status: { id: 'spot.col.status', defaultMessage: 'Status' },
  role: { id: 'spot.col.role', defaultMessage: 'Role' },
  coin: { id: 'spot.col.coin', defaultMessage: 'Coin' },
  frozen: { id: 'spot.col.frozen', defaultMessage: 'Frozen' },
  available: { id: 'spot.col.available', defaultMessage: 'Available' },
  open: { id: 'spot.status.open', defaultMessage: 'Open' },
  partial: { id: 'spot.status.partial', defaultMessage: 'Partially filled' },
  filledStatus: { id: 'spot.status.filled', defaultMessage: 'Filled' },
  cancelled: { id: 'spot.status.cancelled', defaultMessage: 'Cancelled' },
  maker: { id: 'spot.role.maker', defaultMessage: 'Maker' },
  taker: { id: 'spot.role.taker', defaultMessage: 'Taker' },
  marketPrice: { id: 'spot.lists.marketPrice', defaultMessage: 'Market' },
  cancel: { id: 'spot.lists.cancel', defaultMessage: 'Cancel' },
  cancelAll: { id: 'spot.lists.cancelAll', defaultMessage: 'Cancel all' },
  cancelAllBody: {
    id: 'spot.lists.cancelAllBody',
    defaultMessage: 'Their frozen funds return to your available balance.',
  },
  keep: { id: 'spot.lists.keep', defaultMessage: 'Keep them' },
  loading: { id: 'spot.lists.loading', defaultMessage: 'Loading…' },
  emptyOpen: { id: 'spot.lists.emptyOpen', defaultMessage: 'No open orders' },
  emptyHistory: { id: 'spot.lists.emptyHistory', defaultMessage: 'No orders yet' },
  emptyTrades: { id: 'spot.lists.emptyTrades', defaultMessage: 'No trades yet' },
  emptyAssets: { id: 'spot.lists.emptyAssets', defaultMessage: 'No spot balances' },
  error: { id: 'spot.lists.error', defaultMessage: 'Could not load the list.' },
  retry: { id: 'spot.lists.retry', defaultMessage: 'Retry' },
  noMore: { id: 'spot.lists.noMore', defaultMessage: 'No more' },
  bookTab: { id: 'spot.mobile.bookTab', defaultMessage: 'Book' },
  dealsTab: { id: 'spot.mobile.dealsTab', defaultMessage: 'Deals' },
  chart: { id: 'spot.mobile.chart', defaultMessage: 'Chart' },
});

export const openOrdersMessage = defineMessage<{ count: number }>({
  id: 'spot.lists.open',
  defaultMessage: 'Open orders ({count})',
});

export const cancelOrderMessage = defineMessage<{ side: string; amount: string; price: string }>({
  id: 'spot.lists.cancelOrder',
  defaultMessage: 'Cancel the {side} order of {amount} at {price}',
});

export const cancelAllTitleMessage = defineMessage<{ pair: string }>({
  id: 'spot.lists.cancelAllTitle',
  defaultMessage: 'Cancel every open order of {pair}?',
});

export const cancelledMessage = defineMessage<{ count: number }>({
  id: 'spot.lists.cancelled',
  defaultMessage: '{count, plural, one {# order cancelled} other {# orders cancelled}}',
});
