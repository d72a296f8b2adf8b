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
  source: { id: 'contract.order.source', defaultMessage: 'Price source' },
  empty: { id: 'contract.list.empty', defaultMessage: 'No orders yet' },
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

/** The toast of a position that settled while the trader was on another screen. */
export const settledToastText = defineMessage<{
  pair: string;
  direction: string;
  second: number;
  outcome: string;
  payout: string;
}>({
  id: 'contract.settled.toast',
  defaultMessage: '{pair} {direction} {second}s settled: {outcome} · {payout}',
});
