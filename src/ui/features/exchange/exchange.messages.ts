import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the flash exchange (catalogue exchange.json). */
export const exchangeMessages = defineMessages({
  title: { id: 'exchange.title', defaultMessage: 'Flash exchange' },
  from: { id: 'exchange.from', defaultMessage: 'From' },
  to: { id: 'exchange.to', defaultMessage: 'To' },
  swap: { id: 'exchange.swap', defaultMessage: 'Swap the coins' },
  amount: { id: 'exchange.amount', defaultMessage: 'Amount' },
  max: { id: 'exchange.max', defaultMessage: 'Max' },
  quote: { id: 'exchange.quote', defaultMessage: 'Quote' },
  rate: { id: 'exchange.rate', defaultMessage: 'Rate' },
  fee: { id: 'exchange.fee', defaultMessage: 'Fee' },
  receive: { id: 'exchange.receive', defaultMessage: 'You receive' },
  quoting: { id: 'exchange.quoting', defaultMessage: 'Getting a quote…' },
  noQuote: {
    id: 'exchange.noQuote',
    defaultMessage: 'Enter an amount to see the rate, the fee and what you receive.',
  },
  review: { id: 'exchange.review', defaultMessage: 'Exchange' },
  confirmTitle: { id: 'exchange.confirmTitle', defaultMessage: 'Confirm the exchange' },
  confirm: { id: 'exchange.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'exchange.cancel', defaultMessage: 'Cancel' },
  executing: { id: 'exchange.executing', defaultMessage: 'Exchanging…' },
  expiredNotice: {
    id: 'exchange.expiredNotice',
    defaultMessage: 'The quote ran out and was renewed. Check the new figures and confirm again.',
  },
  again: { id: 'exchange.again', defaultMessage: 'New exchange' },
  unknown: {
    id: 'exchange.unknown',
    defaultMessage:
      'No answer from the server: the exchange may or may not have gone through. Your balances and records are being reloaded; check them before you try again.',
  },
  retry: { id: 'exchange.retry', defaultMessage: 'Try again' },
  configFailed: { id: 'exchange.configFailed', defaultMessage: 'The coins on offer could not be loaded.' },
  records: { id: 'exchange.records', defaultMessage: 'Exchange records' },
  recordsEmpty: { id: 'exchange.recordsEmpty', defaultMessage: 'No exchanges yet' },
  recordsLoading: { id: 'exchange.recordsLoading', defaultMessage: 'Loading records' },
});

/** The rules' refusals, translated; the server's own words are matched to these. */
export const exchangeProblemMessages = defineMessages({
  'Enter the exchange amount': { id: 'exchange.problem.amount', defaultMessage: 'Enter the exchange amount' },
  'Choose two different coins': {
    id: 'exchange.problem.sameCoin',
    defaultMessage: 'Choose two different coins',
  },
  'The coin is not supported': {
    id: 'exchange.problem.unsupported',
    defaultMessage: 'The coin is not supported',
  },
  'The amount is below the minimum': {
    id: 'exchange.problem.minimum',
    defaultMessage: 'The amount is below the minimum',
  },
  'Insufficient available balance': {
    id: 'exchange.problem.insufficient',
    defaultMessage: 'Insufficient available balance',
  },
  'The quote has expired': { id: 'exchange.problem.expired', defaultMessage: 'The quote has expired' },
  'The quote does not exist': {
    id: 'exchange.problem.unknownQuote',
    defaultMessage: 'The quote does not exist',
  },
});

/** Texts with values (typed, so a missing value does not compile). */
export const exchangeTexts = {
  available: defineMessage<{ amount: string; coin: string }>({
    id: 'exchange.available',
    defaultMessage: 'Available: {amount} {coin}',
  }),
  minimum: defineMessage<{ amount: string; coin: string }>({
    id: 'exchange.minimum',
    defaultMessage: 'Minimum: {amount} {coin}',
  }),
  rateValue: defineMessage<{ from: string; to: string; rate: string }>({
    id: 'exchange.rateValue',
    defaultMessage: '1 {from} ≈ {rate} {to}',
  }),
  countdown: defineMessage<{ seconds: number }>({
    id: 'exchange.countdown',
    defaultMessage: 'Quote valid for {seconds} s',
  }),
  confirmText: defineMessage<{ fromAmount: string; from: string; toAmount: string; to: string }>({
    id: 'exchange.confirmText',
    defaultMessage: 'Exchange {fromAmount} {from} for {toAmount} {to} at this rate?',
  }),
  done: defineMessage<{ fromAmount: string; from: string; toAmount: string; to: string }>({
    id: 'exchange.done',
    defaultMessage: 'Exchanged {fromAmount} {from} for {toAmount} {to}.',
  }),
  failed: defineMessage<{ message: string }>({
    id: 'exchange.failed',
    defaultMessage: 'The exchange failed: {message}',
  }),
  recordFigures: defineMessage<{
    fromAmount: string;
    from: string;
    toAmount: string;
    to: string;
    fee: string;
  }>({
    id: 'exchange.recordFigures',
    defaultMessage: '{fromAmount} {from} → {toAmount} {to} (fee {fee} {to})',
  }),
};
