import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the flash exchange (catalogue convert.json). */
export const convertMessages = defineMessages({
  title: { id: 'convert.title', defaultMessage: 'Flash exchange' },
  from: { id: 'convert.from', defaultMessage: 'From' },
  to: { id: 'convert.to', defaultMessage: 'To' },
  swap: { id: 'convert.swap', defaultMessage: 'Swap the coins' },
  amount: { id: 'convert.amount', defaultMessage: 'Amount' },
  max: { id: 'convert.max', defaultMessage: 'Max' },
  quote: { id: 'convert.quote', defaultMessage: 'Quote' },
  rate: { id: 'convert.rate', defaultMessage: 'Rate' },
  fee: { id: 'convert.fee', defaultMessage: 'Fee' },
  receive: { id: 'convert.receive', defaultMessage: 'You receive' },
  quoting: { id: 'convert.quoting', defaultMessage: 'Getting a quote…' },
  noQuote: {
    id: 'convert.noQuote',
    defaultMessage: 'Enter an amount to see the rate, the fee and what you receive.',
  },
  review: { id: 'convert.review', defaultMessage: 'Exchange' },
  confirmTitle: { id: 'convert.confirmTitle', defaultMessage: 'Confirm the exchange' },
  confirm: { id: 'convert.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'convert.cancel', defaultMessage: 'Cancel' },
  executing: { id: 'convert.executing', defaultMessage: 'Exchanging…' },
  expiredNotice: {
    id: 'convert.expiredNotice',
    defaultMessage: 'The quote ran out and was renewed. Check the new figures and confirm again.',
  },
  again: { id: 'convert.again', defaultMessage: 'New exchange' },
  unknown: {
    id: 'convert.unknown',
    defaultMessage:
      'No answer from the server: the exchange may or may not have gone through. Your balances and records are being reloaded; check them before you try again.',
  },
  retry: { id: 'convert.retry', defaultMessage: 'Try again' },
  configFailed: { id: 'convert.configFailed', defaultMessage: 'The coins on offer could not be loaded.' },
  records: { id: 'convert.records', defaultMessage: 'Exchange records' },
  recordsEmpty: { id: 'convert.recordsEmpty', defaultMessage: 'No exchanges yet' },
});

/** The rules' refusals, translated; the server's own words are matched to these. */
export const convertProblemMessages = defineMessages({
  'Enter the exchange amount': { id: 'convert.problem.amount', defaultMessage: 'Enter the exchange amount' },
  'Choose two different coins': {
    id: 'convert.problem.sameCoin',
    defaultMessage: 'Choose two different coins',
  },
  'The coin is not supported': {
    id: 'convert.problem.unsupported',
    defaultMessage: 'The coin is not supported',
  },
  'The amount is below the minimum': {
    id: 'convert.problem.minimum',
    defaultMessage: 'The amount is below the minimum',
  },
  'Insufficient available balance': {
    id: 'convert.problem.insufficient',
    defaultMessage: 'Insufficient available balance',
  },
  'The quote has expired': { id: 'convert.problem.expired', defaultMessage: 'The quote has expired' },
  'The quote does not exist': {
    id: 'convert.problem.unknownQuote',
    defaultMessage: 'The quote does not exist',
  },
});

/** Texts with values (typed, so a missing value does not compile). */
export const convertTexts = {
  available: defineMessage<{ amount: string; coin: string }>({
    id: 'convert.available',
    defaultMessage: 'Available: {amount} {coin}',
  }),
  minimum: defineMessage<{ amount: string; coin: string }>({
    id: 'convert.minimum',
    defaultMessage: 'Minimum: {amount} {coin}',
  }),
  rateValue: defineMessage<{ from: string; to: string; rate: string }>({
    id: 'convert.rateValue',
    defaultMessage: '1 {from} ≈ {rate} {to}',
  }),
  countdown: defineMessage<{ seconds: number }>({
    id: 'convert.countdown',
    defaultMessage: 'Quote valid for {seconds} s',
  }),
  confirmText: defineMessage<{ fromAmount: string; from: string; toAmount: string; to: string }>({
    id: 'convert.confirmText',
    defaultMessage: 'Exchange {fromAmount} {from} for {toAmount} {to} at this rate?',
  }),
  done: defineMessage<{ fromAmount: string; from: string; toAmount: string; to: string }>({
    id: 'convert.done',
    defaultMessage: 'Exchanged {fromAmount} {from} for {toAmount} {to}.',
  }),
  failed: defineMessage<{ message: string }>({
    id: 'convert.failed',
    defaultMessage: 'The exchange failed: {message}',
  }),
  recordFigures: defineMessage<{
    fromAmount: string;
    from: string;
    toAmount: string;
    to: string;
    fee: string;
  }>({
    id: 'convert.recordFigures',
    defaultMessage: '{fromAmount} {from} → {toAmount} {to} (fee {fee} {to})',
  }),
};
