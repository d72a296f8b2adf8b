import {
  add,
  DECIMAL_PRECISION,
  gt,
  isZero,
  lt,
  mul,
  normaliseTypedAmount,
  pairPrecision,
  readAmount,
} from '../precision';
import { toDecimalString, truncate } from '../precision';
import { isQuoteSized, type SpotOrderRequest } from './spot';

/** The SPEC does not show a spot fee: the engine's default is 0.1 % of the quote value. */
export const SPOT_FEE_RATE = '0.001';

/** Smallest order value by quote coin; other quotes only need a non-zero total. */
export const MIN_TOTAL: Readonly<Record<string, string>> = {
  USDT: '5',
  USDC: '5',
  BTC: '0.0001',
  ETH: '0.001',
};

export const SpotProblem = {
  enterPrice: 'Enter the price',
  enterAmount: 'Enter the amount',
  enterTotal: 'Enter the total',
  belowMinimum: 'The order total is below the minimum',
  insufficient: 'Insufficient available balance',
  noLiquidity: 'No liquidity for this order',
} as const;
export type SpotProblem = (typeof SpotProblem)[keyof typeof SpotProblem];

/** Price decimals: SPEC section 3 by quote and base coin. */
export function pricePlaces(base: string, quote: string): number {
  return pairPrecision(base, quote);
}

/** Decimals of a total in the quote coin: those of the pair's price (SPEC section 3). */
export function totalPlaces(base: string, quote: string): number {
  return pricePlaces(base, quote);
}

/**
 * Amount decimals (SPEC silent): what is left of the 8 decimals of money after the price's,
 * so price x amount is always exact at 8 decimals and never needs cutting.
 */
export function amountPlaces(base: string, quote: string): number {
  return Math.max(0, DECIMAL_PRECISION - pricePlaces(base, quote));
}

/** A typed decimal cut (not rounded) to `places`; null when not a positive amount. */
export function readCut(value: string | undefined, places: number): string | null {
  if (typeof value !== 'string') return null;
  const plain = normaliseTypedAmount(value);
  const [whole = '', fraction = ''] = plain.split('.');
  const cut = fraction.length > places ? `${whole}.${fraction.slice(0, places)}` : plain;
  const amount = readAmount(cut.endsWith('.') ? cut.slice(0, -1) : cut, '0');
  return amount === null || isZero(amount) ? null : amount;
}

/** Money from money (fees) is cut to 8 decimals. */
export function cut8(value: string): string {
  return toDecimalString(truncate(value, DECIMAL_PRECISION));
}

export function spotFee(total: string, rate: string = SPOT_FEE_RATE): string {
  return cut8(mul(total, rate));
}

/** What a limit buy freezes: price x amount plus the fee on it, in the quote coin. */
export function buyReserve(price: string, amount: string, rate: string = SPOT_FEE_RATE): string {
  const total = mul(price, amount);
  return add(total, spotFee(total, rate));
}

export interface SpotCheck {
  request: SpotOrderRequest;
  /** The best opposite price, to value a market order; null when unknown. */
  marketPrice: string | null;
  /** Available quote (for a buy) or base (for a sell); null while unknown. */
  available: string | null;
  feeRate?: string;
}

export interface CheckedSpotOrder {
  price: string | null;
  amount: string;
  /** A market buy sized in the quote coin: the total cut to its places. */
  total?: string;
}

function minimumOf(quoteCoin: string): string {
  return Object.hasOwn(MIN_TOTAL, quoteCoin) ? (MIN_TOTAL[quoteCoin] ?? '0') : '0';
}

/**
 * A market buy sized in the quote coin: the total typed, the minimum order value, and the
 * available quote for the total with its fee on top. The amount is the estimate sent along
 * ('0' when none came): the exchange fills by the total.
 */
function quoteSizedProblem(check: SpotCheck): SpotProblem | CheckedSpotOrder {
  const { request, available, feeRate = SPOT_FEE_RATE } = check;
  const total = readCut(request.total, totalPlaces(request.baseCoin, request.quoteCoin));
  if (total === null) return SpotProblem.enterTotal;
  if (lt(total, minimumOf(request.quoteCoin))) return SpotProblem.belowMinimum;
  if (available !== null && gt(buyReserve('1', total, feeRate), available)) return SpotProblem.insufficient;
  const amount = readCut(request.amount, amountPlaces(request.baseCoin, request.quoteCoin)) ?? '0';
  return { price: null, amount, total };
}

/** The first rule an order breaks (price, amount, minimum value, balance) or the cut order. */
export function spotOrderProblem(check: SpotCheck): SpotProblem | CheckedSpotOrder {
  const { request, marketPrice, available, feeRate = SPOT_FEE_RATE } = check;
  if (isQuoteSized(request)) return quoteSizedProblem(check);
  const { baseCoin, quoteCoin } = request;
  const price = request.type === 'limit' ? readCut(request.price, pricePlaces(baseCoin, quoteCoin)) : null;
  if (request.type === 'limit' && price === null) return SpotProblem.enterPrice;
  const amount = readCut(request.amount, amountPlaces(baseCoin, quoteCoin));
  if (amount === null) return SpotProblem.enterAmount;
  const valuedAt = price ?? marketPrice;
  const minimum = minimumOf(quoteCoin);
  if (valuedAt !== null && lt(mul(valuedAt, amount), minimum)) return SpotProblem.belowMinimum;
  if (available !== null) {
    const needed =
      request.side === 'sell' ? amount : valuedAt === null ? null : buyReserve(valuedAt, amount, feeRate);
    if (needed !== null && gt(needed, available)) return SpotProblem.insufficient;
  }
  return { price, amount };
}

export function isSpotProblem(value: SpotProblem | CheckedSpotOrder): value is SpotProblem {
  return typeof value === 'string';
}

/**
 * What a price or amount field keeps of what was typed: a plain decimal has its fraction
 * cut (not rounded) to the pair's places, so the field never holds more precision than the
 * order can carry. Anything else stays as typed, for the rule to refuse rather than guess.
 */
export function cutTyped(typed: string, places: number): string {
  const plain = normaliseTypedAmount(typed);
  if (!/^\d*\.?\d*$/.test(plain)) return typed;
  const dot = plain.indexOf('.');
  if (dot === -1) return plain;
  return places === 0 ? plain.slice(0, dot) : plain.slice(0, dot + 1 + places);
}
