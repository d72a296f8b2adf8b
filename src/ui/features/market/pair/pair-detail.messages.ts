import { defineMessage, defineMessages } from 'react-intl';

export const pairMessages = defineMessages({
  high: { id: 'market.pair.high', defaultMessage: '24h high' },
  low: { id: 'market.pair.low', defaultMessage: '24h low' },
  volume: { id: 'market.pair.volume', defaultMessage: '24h volume' },
  change: { id: 'market.pair.change', defaultMessage: '24h change' },
  lastPrice: { id: 'market.pair.last', defaultMessage: 'Last price' },
  choosePair: { id: 'market.pair.choose', defaultMessage: 'Choose a pair' },
  pickerList: { id: 'market.pair.pickerList', defaultMessage: 'Pairs' },
  timeframes: { id: 'market.pair.timeframes', defaultMessage: 'Chart timeframe' },
  chart: { id: 'market.pair.chart', defaultMessage: 'Price chart' },
  chartLoading: { id: 'market.pair.chartLoading', defaultMessage: 'Loading chart…' },
  noCandles: { id: 'market.pair.noCandles', defaultMessage: 'No candles yet' },
  book: { id: 'market.book.title', defaultMessage: 'Order book' },
  bookPrice: { id: 'market.book.price', defaultMessage: 'Price' },
  bookAmount: { id: 'market.book.amount', defaultMessage: 'Amount' },
  bookTotal: { id: 'market.book.total', defaultMessage: 'Total' },
  grouping: { id: 'market.book.grouping', defaultMessage: 'Price grouping' },
  spread: { id: 'market.book.spread', defaultMessage: 'Spread' },
  bookEmpty: { id: 'market.book.empty', defaultMessage: 'No orders' },
  deals: { id: 'market.deals.title', defaultMessage: 'Recent deals' },
  dealTime: { id: 'market.deals.time', defaultMessage: 'Time' },
  dealsEmpty: { id: 'market.deals.empty', defaultMessage: 'No deals yet' },
  buy: { id: 'market.deals.buy', defaultMessage: 'Buy' },
  sell: { id: 'market.deals.sell', defaultMessage: 'Sell' },
  loading: { id: 'market.pair.loading', defaultMessage: 'Loading market data…' },
  error: { id: 'market.pair.error', defaultMessage: 'Market data is unavailable. Retrying…' },
  chartError: { id: 'market.pair.chartError', defaultMessage: 'The chart is unavailable. Retrying…' },
  bookError: { id: 'market.book.error', defaultMessage: 'The order book is unavailable. Retrying…' },
  dealsError: { id: 'market.deals.error', defaultMessage: 'Recent deals are unavailable. Retrying…' },
  tickerError: { id: 'market.pair.tickerError', defaultMessage: 'The price is unavailable. Retrying…' },
  reconnecting: {
    id: 'market.pair.reconnecting',
    defaultMessage: 'Market data is not updating. Reconnecting…',
  },
  stale: { id: 'market.pair.stale', defaultMessage: 'Stale' },
  staleHint: { id: 'market.pair.staleHint', defaultMessage: 'Prices may be out of date' },
});

export const pickPriceMessage = defineMessage<{ price: string; side: string }>({
  id: 'market.book.pick',
  defaultMessage: 'Use price {price} ({side})',
});

export const groupingOptionMessage = defineMessage<{ step: string }>({
  id: 'market.book.groupingOption',
  defaultMessage: 'Group by {step}',
});

export const pickedPriceMessage = defineMessage<{ price: string }>({
  id: 'market.book.picked',
  defaultMessage: 'Price picked: {price}',
});

/** A part that failed while the screen still shows what it sent before. */
export const notUpdatingMessages = defineMessages({
  candles: { id: 'market.pair.chartNotUpdating', defaultMessage: 'The chart is not updating. Retrying…' },
  depth: { id: 'market.book.notUpdating', defaultMessage: 'The order book is not updating. Retrying…' },
  deals: { id: 'market.deals.notUpdating', defaultMessage: 'Recent deals are not updating. Retrying…' },
  ticker: { id: 'market.pair.tickerNotUpdating', defaultMessage: 'The price is not updating. Retrying…' },
});
