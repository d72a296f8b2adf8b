import { defineMessage, defineMessages } from 'react-intl';

/** Messages of the position lists and the personal summary (catalogue contract.json). */
export const positionMessages = defineMessages({
  title: { id: 'contract.positions.title', defaultMessage: 'Positions' },
  holding: { id: 'contract.positions.holding', defaultMessage: 'Current' },
  history: { id: 'contract.positions.history', defaultMessage: 'History' },
  liquidated: { id: 'contract.positions.liquidated', defaultMessage: 'Liquidated' },
  status0: { id: 'contract.status.0', defaultMessage: 'Holding position' },
  status1: { id: 'contract.status.1', defaultMessage: 'Completed' },
  status2: { id: 'contract.status.2', defaultMessage: 'Been liquidated' },
  amount: { id: 'contract.order.amount', defaultMessage: 'Amount' },
  entryPrice: { id: 'contract.order.entryPrice', defaultMessage: 'Entry price' },
  settlementPrice: { id: 'contract.order.settlementPrice', defaultMessage: 'Settlement price' },
  openedAt: { id: 'contract.order.openedAt', defaultMessage: 'Opened' },
  settledAt: { id: 'contract.order.settledAt', defaultMessage: 'Settled' },
  settling: { id: 'contract.order.settling', defaultMessage: 'Settling' },
  win: { id: 'contract.order.win', defaultMessage: 'Won' },
  loss: { id: 'contract.order.loss', defaultMessage: 'Lost' },
  tie: { id: 'contract.order.tie', defaultMessage: 'Stake returned' },
  payout: { id: 'contract.order.payout', defaultMessage: 'Payout' },
  result: { id: 'contract.order.result', defaultMessage: 'Result' },
  source: { id: 'contract.order.source', defaultMessage: 'Price source' },
  empty: { id: 'contract.list.empty', defaultMessage: 'No orders yet' },
  historyEmpty: {
    id: 'contract.list.historyEmpty',
    defaultMessage: 'No won or tied orders yet. Lost orders are under Liquidated.',
  },
  listError: { id: 'contract.list.error', defaultMessage: 'The list could not be loaded.' },
  noMore: { id: 'contract.list.noMore', defaultMessage: 'No more orders' },
  summaryTitle: { id: 'contract.summary.title', defaultMessage: 'Your results' },
  netProfit: { id: 'contract.summary.netProfit', defaultMessage: 'Net profit' },
  winRate: { id: 'contract.summary.winRate', defaultMessage: 'Win rate' },
  settled: { id: 'contract.summary.settled', defaultMessage: 'Settled orders' },
  summaryNote: { id: 'contract.summary.note', defaultMessage: 'Over the orders loaded below.' },
});

export const countdownText = defineMessage<{ seconds: number }>({
  id: 'contract.order.countdown',
  defaultMessage: 'Settles in {seconds}s',
});

/** The toast of a position that settled: its result is the headline, the payout a second line. */
export const settledToastText = defineMessage<{
  pair: string;
  direction: string;
  second: number;
  result: string;
}>({
  id: 'contract.settled.toast',
  defaultMessage: '{pair} {direction} {second}s settled: {result}',
});

/** A result's headline: the outcome and the signed amount the account gained or lost, fee included. */
export const resultHeadline = defineMessage<{ outcome: string; net: string; coin: string }>({
  id: 'contract.result.headline',
  defaultMessage: '{outcome} {net} {coin}',
});

/** A result's second line: what returns (or would return) to the available balance. */
export const resultPayoutLine = defineMessage<{ payout: string }>({
  id: 'contract.result.payout',
  defaultMessage: 'Payout {payout}',
});
