import { defineMessage, defineMessages } from 'react-intl';
import { PurchaseBlock, PurchaseProblem } from '../../../domain/products/purchase-rules';
import { HoldingStatus } from '../../../domain/products/products';
import { RedeemProblem } from '../../../domain/products/redemption';
import type { KnownTexts } from '../../shared/failure-text';

/** Texts of the yield products (catalogue products.json). */
export const productsMessages = defineMessages({
  finance: { id: 'products.finance', defaultMessage: 'Finance' },
  pool: { id: 'products.pool', defaultMessage: 'Pool' },
  mining: { id: 'products.mining', defaultMessage: 'Mining' },
  fund: { id: 'products.fund', defaultMessage: 'Fund' },
  dailyRate: { id: 'products.dailyRate', defaultMessage: 'Daily rate' },
  apr: { id: 'products.apr', defaultMessage: 'APR' },
  apy: { id: 'products.apy', defaultMessage: 'APY (compounded)' },
  term: { id: 'products.term', defaultMessage: 'Term' },
  openEnded: { id: 'products.openEnded', defaultMessage: 'No fixed term' },
  minimum: { id: 'products.minimum', defaultMessage: 'Minimum' },
  left: { id: 'products.left', defaultMessage: 'Left to sell' },
  payoutDaily: {
    id: 'products.payoutDaily',
    defaultMessage: 'Interest is paid into your spot account every day.',
  },
  payoutCompounding: {
    id: 'products.payoutCompounding',
    defaultMessage: 'Interest is added to the holding every day and earns interest itself.',
  },
  earlyLocked: { id: 'products.earlyLocked', defaultMessage: 'Locked until maturity: no early redemption.' },
  anyTime: {
    id: 'products.anyTime',
    defaultMessage: 'Redeem any time, at its value that day, without a fee.',
  },
  maturityFinance: {
    id: 'products.maturityFinance',
    defaultMessage: 'At maturity the principal returns to your spot account by itself.',
  },
  maturityPool: {
    id: 'products.maturityPool',
    defaultMessage: 'At maturity it waits as To Be Redeemed: redeem it to get the principal back.',
  },
  buy: { id: 'products.buy', defaultMessage: 'Buy' },
  loginToBuy: { id: 'products.loginToBuy', defaultMessage: 'Log in to buy' },
  chartLabel: { id: 'products.chartLabel', defaultMessage: 'Value of the amount day by day' },
  agreement: { id: 'products.agreement', defaultMessage: 'I have read and agree to the purchase agreement' },
  confirmTitle: { id: 'products.confirmTitle', defaultMessage: 'Confirm the purchase' },
  confirm: { id: 'products.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'products.cancel', defaultMessage: 'Cancel' },
  close: { id: 'products.close', defaultMessage: 'Close' },
  sending: { id: 'products.sending', defaultMessage: 'Sending…' },
  unknown: {
    id: 'products.unknown',
    defaultMessage:
      'No answer from the server: it may or may not have gone through. Your balances and records are being reloaded; check them before you try again.',
  },
  verify: { id: 'products.verify', defaultMessage: 'Verify your identity' },
  loadFailed: { id: 'products.loadFailed', defaultMessage: 'The products could not be loaded.' },
  retry: { id: 'products.retry', defaultMessage: 'Try again' },
  empty: { id: 'products.empty', defaultMessage: 'No products on offer' },
  records: { id: 'products.records', defaultMessage: 'My holdings' },
  recordsEmpty: { id: 'products.recordsEmpty', defaultMessage: 'No holdings yet' },
  toRecords: { id: 'products.toRecords', defaultMessage: 'Holdings' },
  toProducts: { id: 'products.toProducts', defaultMessage: 'Products' },
  principal: { id: 'products.principal', defaultMessage: 'Principal' },
  interestPaid: { id: 'products.interestPaid', defaultMessage: 'Interest so far' },
  value: { id: 'products.value', defaultMessage: 'Value now' },
  started: { id: 'products.started', defaultMessage: 'Started' },
  matures: { id: 'products.matures', defaultMessage: 'Matures' },
  redeem: { id: 'products.redeem', defaultMessage: 'Redeem' },
  redeemEarly: {
    id: 'products.redeemEarly',
    defaultMessage: 'This is an early redemption, before maturity.',
  },
  gross: { id: 'products.gross', defaultMessage: 'Paid back' },
  fee: { id: 'products.fee', defaultMessage: 'Early fee' },
  takenBack: { id: 'products.takenBack', defaultMessage: 'Interest taken back' },
  receive: { id: 'products.receive', defaultMessage: 'You receive' },
  advance: { id: 'products.advance', defaultMessage: 'Advance one day' },
  advanceHint: {
    id: 'products.advanceHint',
    defaultMessage: 'Demo: move your products one day forward to see the interest arrive.',
  },
  myFinance: { id: 'products.myFinance', defaultMessage: 'My finance orders' },
  myMining: { id: 'products.myMining', defaultMessage: 'My mining' },
  myFund: { id: 'products.myFund', defaultMessage: 'My fund holdings' },
  advanceFailed: { id: 'products.advanceFailed', defaultMessage: 'The day could not be advanced.' },
});

/** Texts with values (typed, so a missing value does not compile). */
export const productsTexts = {
  termDays: defineMessage<{ days: number }>({
    id: 'products.termDays',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  }),
  earlyAllowed: defineMessage<{ fee: string; forfeits: 'true' | 'false' }>({
    id: 'products.earlyAllowed',
    defaultMessage:
      'Early redemption: a {fee}% fee on the principal{forfeits, select, true {, and the interest paid so far is taken back} other {}}.',
  }),
  amount: defineMessage<{ coin: string }>({ id: 'products.amount', defaultMessage: 'Amount ({coin})' }),
  available: defineMessage<{ amount: string; coin: string }>({
    id: 'products.available',
    defaultMessage: 'Available: {amount} {coin}',
  }),
  returnFor: defineMessage<{ days: number; amount: string; coin: string }>({
    id: 'products.returnFor',
    defaultMessage: 'Interest over {days, plural, one {# day} other {# days}}: {amount} {coin}',
  }),
  bought: defineMessage<{ amount: string; coin: string; name: string }>({
    id: 'products.bought',
    defaultMessage: 'Purchased: {amount} {coin} in {name}',
  }),
  redeemTitle: defineMessage<{ name: string }>({
    id: 'products.redeemTitle',
    defaultMessage: 'Redeem {name}',
  }),
  redeemed: defineMessage<{ amount: string; coin: string }>({
    id: 'products.redeemed',
    defaultMessage: 'Redeemed: {amount} {coin} to your spot account',
  }),
  advanced: defineMessage<{ total: number }>({
    id: 'products.advanced',
    defaultMessage: 'Your products moved {total, plural, one {# day} other {# days}} forward in all.',
  }),
};

export const statusMessages = defineMessages({
  [HoldingStatus.hosting]: { id: 'products.status.hosting', defaultMessage: 'Hosting' },
  [HoldingStatus.completed]: { id: 'products.status.completed', defaultMessage: 'Completed' },
  [HoldingStatus.proceeding]: { id: 'products.status.proceeding', defaultMessage: 'Proceeding' },
  [HoldingStatus.toBeRedeemed]: { id: 'products.status.toBeRedeemed', defaultMessage: 'To Be Redeemed' },
  [HoldingStatus.redeemed]: { id: 'products.status.redeemed', defaultMessage: 'Redeemed' },
  [HoldingStatus.held]: { id: 'products.status.held', defaultMessage: 'Held' },
});

/** The rules' refusals and blocks, and the exchange's refusals in the same words. */
export const productProblemMessages: KnownTexts = defineMessages({
  [PurchaseBlock.notStarted]: { id: 'products.block.notStarted', defaultMessage: 'Not started' },
  [PurchaseBlock.ended]: { id: 'products.block.ended', defaultMessage: 'Ended' },
  [PurchaseBlock.soldOut]: { id: 'products.block.soldOut', defaultMessage: 'Sold out' },
  [PurchaseBlock.notAllowed]: {
    id: 'products.block.notAllowed',
    defaultMessage: 'Purchases are not available for this account',
  },
  [PurchaseBlock.unverified]: {
    id: 'products.block.unverified',
    defaultMessage: 'Verify your identity first',
  },
  [PurchaseProblem.enterAmount]: {
    id: 'products.problem.enterAmount',
    defaultMessage: 'Enter the purchase amount',
  },
  [PurchaseProblem.belowMinimum]: {
    id: 'products.problem.belowMinimum',
    defaultMessage: 'The amount is below the minimum',
  },
  [PurchaseProblem.aboveLimit]: {
    id: 'products.problem.aboveLimit',
    defaultMessage: 'The amount is above what you may hold',
  },
  [PurchaseProblem.aboveCapacity]: {
    id: 'products.problem.aboveCapacity',
    defaultMessage: 'The amount is above what is left',
  },
  [PurchaseProblem.insufficient]: {
    id: 'products.problem.insufficient',
    defaultMessage: 'Insufficient available balance',
  },
  [PurchaseProblem.agreement]: {
    id: 'products.problem.agreement',
    defaultMessage: 'Please agree to the agreement first',
  },
  [RedeemProblem.notNow]: {
    id: 'products.problem.notNow',
    defaultMessage: 'This holding cannot be redeemed now',
  },
});
