import { defineMessage, defineMessages } from 'react-intl';
import { SubscribeProblem, SubscriptionStatus } from '../../../domain/products/subscription';
import type { KnownTexts } from '../../shared/failure-text';

/** Texts of new-coin subscription (catalogue products.json). */
export const subscriptionMessages = defineMessages({
  title: { id: 'products.sub.title', defaultMessage: 'New-coin subscription' },
  open: { id: 'products.sub.open', defaultMessage: 'Open' },
  closed: { id: 'products.sub.closed', defaultMessage: 'Closed' },
  ended: { id: 'products.sub.ended', defaultMessage: 'Ended' },
  allocated: { id: 'products.sub.allocatedState', defaultMessage: 'Allocated' },
  price: { id: 'products.sub.price', defaultMessage: 'Price' },
  supply: { id: 'products.sub.supply', defaultMessage: 'Total supply' },
  limits: { id: 'products.sub.limits', defaultMessage: 'Per user' },
  committed: { id: 'products.sub.committed', defaultMessage: 'Committed so far' },
  window: { id: 'products.sub.window', defaultMessage: 'Start and end' },
  rules: { id: 'products.sub.rules', defaultMessage: 'Rules' },
  details: { id: 'products.sub.details', defaultMessage: 'Details' },
  loginToSubscribe: { id: 'products.sub.login', defaultMessage: 'Log in to subscribe' },
  amount: { id: 'products.sub.amount', defaultMessage: 'Amount (USDT)' },
  subscribe: { id: 'products.sub.subscribe', defaultMessage: 'Subscribe' },
  confirmTitle: { id: 'products.sub.confirmTitle', defaultMessage: 'Confirm the subscription' },
  refundRule: {
    id: 'products.sub.refundRule',
    defaultMessage: 'If it is oversubscribed, you get your share and the rest is refunded to spot.',
  },
  unknown: {
    id: 'products.sub.unknown',
    defaultMessage: 'We could not tell whether the subscription went through: check my subscriptions.',
  },
  mine: { id: 'products.sub.mine', defaultMessage: 'My subscriptions' },
  /** The phone header's link to them: its corner holds one short word. */
  mineShort: { id: 'products.sub.mineShort', defaultMessage: 'Records' },
  none: { id: 'products.sub.none', defaultMessage: 'No subscriptions yet' },
  noProjects: { id: 'products.sub.noProjects', defaultMessage: 'No projects yet' },
  paid: { id: 'products.sub.paid', defaultMessage: 'Paid' },
  date: { id: 'products.sub.date', defaultMessage: 'Subscribed on' },
  received: { id: 'products.sub.received', defaultMessage: 'Allocation' },
  refunded: { id: 'products.sub.refunded', defaultMessage: 'Refunded' },
  pending: { id: 'products.sub.pendingAllocation', defaultMessage: 'At the end date' },
  advanceHint: {
    id: 'products.sub.advanceHint',
    defaultMessage:
      "Demo: move your products one day forward to reach a project's end date and its allocation.",
  },
  notFound: { id: 'products.sub.notFound', defaultMessage: 'This project does not exist.' },
});

/** Texts with values, typed. */
export const subscriptionTexts = {
  opensIn: defineMessage<{ time: string }>({ id: 'products.sub.opensIn', defaultMessage: 'Opens in {time}' }),
  endsIn: defineMessage<{ time: string }>({ id: 'products.sub.endsIn', defaultMessage: 'Ends in {time}' }),
  /** The time a countdown shows: whole days in the language's unit, then the clock. */
  remaining: defineMessage<{ days: number; clock: string }>({
    id: 'products.sub.remaining',
    defaultMessage: '{days, plural, =0 {{clock}} other {#d {clock}}}',
  }),
  available: defineMessage<{ amount: string }>({
    id: 'products.sub.available',
    defaultMessage: 'Available: {amount} USDT',
  }),
  pay: defineMessage<{ amount: string }>({
    id: 'products.sub.pay',
    defaultMessage: 'You pay now: {amount} USDT',
  }),
  most: defineMessage<{ coins: string }>({
    id: 'products.sub.most',
    defaultMessage: 'The most you can receive: {coins}',
  }),
  estimate: defineMessage<{ coins: string; refund: string }>({
    id: 'products.sub.estimate',
    defaultMessage: 'Oversubscribed at what is committed now: about {coins}, and {refund} USDT refunded',
  }),
  allocatesAt: defineMessage<{ date: string }>({
    id: 'products.sub.allocatesAt',
    defaultMessage: 'Allocated on {date}',
  }),
  subscribed: defineMessage<{ amount: string; name: string }>({
    id: 'products.sub.subscribed',
    defaultMessage: 'Subscribed {amount} USDT to {name}',
  }),
};

export const subscriptionStatusMessages: KnownTexts = defineMessages({
  [SubscriptionStatus.pending]: { id: 'products.sub.status.pending', defaultMessage: 'Pending' },
  [SubscriptionStatus.allocated]: { id: 'products.sub.status.allocated', defaultMessage: 'Allocated' },
});

export const subscribeProblemMessages: KnownTexts = defineMessages({
  [SubscribeProblem.notOpen]: {
    id: 'products.sub.problem.notOpen',
    defaultMessage: 'The subscription is not open',
  },
  [SubscribeProblem.enterAmount]: {
    id: 'products.sub.problem.enterAmount',
    defaultMessage: 'Enter the subscription amount',
  },
  [SubscribeProblem.belowMinimum]: {
    id: 'products.sub.problem.belowMinimum',
    defaultMessage: 'The amount is below the minimum',
  },
  [SubscribeProblem.aboveMaximum]: {
    id: 'products.sub.problem.aboveMaximum',
    defaultMessage: 'The amount is above the maximum',
  },
  [SubscribeProblem.insufficient]: {
    id: 'products.sub.problem.insufficient',
    defaultMessage: 'Insufficient available balance',
  },
});
