export {
  add,
  cmp,
  div,
  DIV_PLACES,
  gt,
  gte,
  isDecimalString,
  isZero,
  lt,
  lte,
  mul,
  parseDecimal,
  sub,
  toDecimalString,
} from './decimal';
export type { Comparison } from './decimal';
export {
  DECIMAL_PRECISION,
  DEFAULT_PLACES,
  formatAmount,
  groupThousands,
  NO_AMOUNT,
  truncate,
} from './truncate';
export {
  DEFAULT_BASE_COIN,
  DEFAULT_QUOTE_COIN,
  formatPairPrice,
  PAIR_PRECISION,
  pairPrecision,
} from './pair-precision';
export { MAX_AMOUNT_LENGTH, normaliseTypedAmount, readAmount } from './read-amount';
export { comparePlain, normalisePlain, truncatePlain } from './plain-decimal';
export { cutMoney } from './money';
export {
  coinPlaces,
  exactPlaces,
  finePlaces,
  formatCoinAmount,
  formatFineAmount,
  isStablecoin,
  placesUsed,
  STABLECOIN_PLACES,
  STABLECOINS,
} from './coin-amount';
export { coinColumn, type CoinCell } from './coin-column';
