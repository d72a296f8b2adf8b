import { defineMessage, defineMessages } from 'react-intl';

/** Messages of the seconds-contract screens, shared by both form factors (catalogue contract.json). */
export const contractMessages = defineMessages({
  title: { id: 'contract.title', defaultMessage: 'Seconds contract' },
  accountLabel: { id: 'contract.account.label', defaultMessage: 'Account' },
  accountReal: { id: 'contract.account.real', defaultMessage: 'Seconds Contract' },
  accountDemo: { id: 'contract.account.demo', defaultMessage: 'Demo Account' },
  demoMarker: { id: 'contract.demo.marker', defaultMessage: 'DEMO' },
  demoNote: {
    id: 'contract.demo.note',
    defaultMessage: 'Practice money: demo orders never touch your real balance.',
  },
  switchTitle: { id: 'contract.switchReal.title', defaultMessage: 'Switch to real money?' },
  switchBody: {
    id: 'contract.switchReal.body',
    defaultMessage: 'Orders on the Seconds Contract account are paid from your real balance.',
  },
  switchConfirm: { id: 'contract.switchReal.confirm', defaultMessage: 'Use real money' },
  emptyReal: { id: 'contract.emptyReal.note', defaultMessage: 'Nothing to trade with on this account yet.' },
  tryDemo: { id: 'contract.emptyReal.tryDemo', defaultMessage: 'Try the demo account' },
  confirmTitle: { id: 'contract.confirmOrder.title', defaultMessage: 'Open this order with real money?' },
  confirmDirection: { id: 'contract.confirmOrder.direction', defaultMessage: 'Direction' },
  confirmDontAsk: { id: 'contract.confirmOrder.dontAsk', defaultMessage: "Don't ask again" },
  confirmOk: { id: 'contract.confirmOrder.ok', defaultMessage: 'Open order' },
  confirmCancel: { id: 'contract.confirmOrder.cancel', defaultMessage: 'Cancel' },
  switchCancel: { id: 'contract.switchReal.cancel', defaultMessage: 'Stay on demo' },
  pairLabel: { id: 'contract.pair.label', defaultMessage: 'Pair' },
  priceLabel: { id: 'contract.price.label', defaultMessage: 'Latest price' },
  durationLabel: { id: 'contract.duration.label', defaultMessage: 'Duration' },
  amountLabel: { id: 'contract.amount.label', defaultMessage: 'Open amount' },
  payCoinLabel: { id: 'contract.payCoin.label', defaultMessage: 'Pay coin' },
  fee: { id: 'contract.preview.fee', defaultMessage: 'Fee' },
  payoutOnWin: { id: 'contract.preview.payout', defaultMessage: 'Payout on win' },
  breakEven: { id: 'contract.preview.breakEven', defaultMessage: 'Break-even win rate' },
  up: { id: 'contract.up', defaultMessage: 'Up' },
  down: { id: 'contract.down', defaultMessage: 'Down' },
  enterAmount: { id: 'contract.refusal.enterAmount', defaultMessage: 'Enter the opening amount' },
  belowMinimum: {
    id: 'contract.refusal.belowMinimum',
    defaultMessage: 'The number of inputs is less than the minimum limit',
  },
  insufficient: { id: 'contract.refusal.insufficient', defaultMessage: 'Insufficient available balance' },
  stale: {
    id: 'contract.refusal.stale',
    defaultMessage: 'Prices are out of date. Trading resumes when the price feed is live again.',
  },
  noPrice: {
    id: 'contract.refusal.noPrice',
    defaultMessage: 'Waiting for the first price. Up and Down open once it arrives.',
  },
  accountPending: {
    id: 'contract.refusal.account',
    defaultMessage: "Orders are off until this account's settings have loaded.",
  },
  createSuccess: { id: 'contract.createSuccess', defaultMessage: 'Order created' },
  configError: { id: 'contract.config.error', defaultMessage: 'The contract settings could not be loaded.' },
  retry: { id: 'contract.retry', defaultMessage: 'Retry' },
  loading: { id: 'contract.loading', defaultMessage: 'Loading' },
  signInTitle: { id: 'contract.signIn.title', defaultMessage: 'Log in to trade' },
  signInBody: {
    id: 'contract.signIn.body',
    defaultMessage: 'Seconds-contract positions and balances belong to your account.',
  },
  signInAction: { id: 'contract.signIn.action', defaultMessage: 'Log in' },
});

export const durationText = defineMessage<{ second: number }>({
  id: 'contract.duration.option',
  defaultMessage: '{second}s',
});
export const incomeRateText = defineMessage<{ rate: string }>({
  id: 'contract.duration.rate',
  defaultMessage: 'Income {rate}',
});
export const amountPlaceholder = defineMessage<{ min: string }>({
  id: 'contract.amount.placeholder',
  defaultMessage: 'Minimum {min}',
});
export const fractionLabel = defineMessage<{ percent: string }>({
  id: 'contract.amount.fraction',
  defaultMessage: 'Use {percent} of the available balance',
});
export const availableText = defineMessage<{ amount: string; coin: string }>({
  id: 'contract.available',
  defaultMessage: 'Available: {amount} {coin}',
});

/** An open position drawn on the chart: its line's label, "Up 5 USDT · 28s". */
export const chartEntryLineText = defineMessage<{
  direction: string;
  amount: string;
  coin: string;
  left: string;
}>({
  id: 'contract.chart.entryLine',
  defaultMessage: '{direction} {amount} {coin} · {left}',
});
export const chartSecondsLeftText = defineMessage<{ seconds: number }>({
  id: 'contract.chart.secondsLeft',
  defaultMessage: '{seconds}s',
});
