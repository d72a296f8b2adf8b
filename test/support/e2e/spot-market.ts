import { DEFAULT_ENGINE_SETTINGS } from '../../../src/adapters/demo/engine';
import { KNOT_MS } from '../../../src/adapters/demo/engine/market/market-path';
import { add, mul, sub } from '../../../src/domain/precision';
import { spotFee } from '../../../src/domain/spot/spot-rules';
import { market } from './contract-engine';

/**
 * What the spot tests know without the app: both backends run the engine with its default
 * seed, whose price is a pure function of (pair, time), and resting orders are checked at
 * the path's knots (every 15 s). So a test can pick a limit price that rests when placed and
 * is crossed at a known knot, and compute every amount the screen must then show.
 */
export const BTC_USDT = { base: 'BTC', quote: 'USDT' };

/** The lowest price of the pair over a span, second by second (the book of each second sits above it). */
function lowest(pair: typeof BTC_USDT, from: number, to: number): number {
  let low = Infinity;
  for (let t = Math.floor(from / 1_000) * 1_000; t <= to; t += 1_000)
    low = Math.min(low, Number(market.price(pair, t)));
  return low;
}

/**
 * How far ahead a crossing is looked for. The test moves its clock there, so a later knot costs
 * no waiting; within 3 minutes, none of the candidates below came down in 6 of 360 start minutes
 * (one every hour), and the test failed at those times of day.
 */
const CROSSING_WITHIN_MS = 15 * 60_000;

/**
 * A limit buy that rests whenever it is placed in the next `placingMs` (below every ask of
 * that span) and that the market reaches at a knot after it: the price at that knot.
 */
export function crossingBuy(pair: typeof BTC_USDT, now: number, placingMs = 12_000) {
  const floor = lowest(pair, now, now + placingMs);
  const first = (Math.floor((now + placingMs) / KNOT_MS) + 1) * KNOT_MS;
  for (let at = first; at < now + CROSSING_WITHIN_MS; at += KNOT_MS) {
    const price = market.price(pair, at);
    if (Number(price) < floor) return { price, at };
  }
  throw new Error(
    `the simulated market does not come down to a resting buy within ${CROSSING_WITHIN_MS / 60_000} minutes`,
  );
}

/** Pairs with 2-decimal prices and an amount worth well over the 5 USDT minimum. */
const CANDIDATES = [
  { pair: { base: 'BTC', quote: 'USDT' }, amount: '0.001' },
  { pair: { base: 'ETH', quote: 'USDT' }, amount: '0.02' },
  { pair: { base: 'LTC', quote: 'USDT' }, amount: '0.5' },
] as const;

/** The resting buy, among a few pairs, that the market reaches soonest: a shorter wait. */
export function soonestCrossingBuy(now: number) {
  const found = CANDIDATES.map((candidate) => {
    try {
      return { ...candidate, ...crossingBuy(candidate.pair, now) };
    } catch {
      return null;
    }
  }).filter((entry) => entry !== null);
  const soonest = found.sort((a, b) => a.at - b.at)[0];
  if (!soonest) throw new Error('no pair comes down to a resting buy in the time looked ahead');
  return { ...soonest, symbol: `${soonest.pair.base}${soonest.pair.quote}`.toLowerCase() };
}

/** A limit buy of `amount` at `price`: what it costs in the quote coin, fee included. */
export function buyCost(price: string, amount: string) {
  const total = mul(price, amount);
  const fee = spotFee(total, DEFAULT_ENGINE_SETTINGS.spotFeeRate);
  return { total, fee, cost: add(total, fee) };
}

export const START_USDT = '10000';
export const afterCost = (cost: string) => sub(START_USDT, cost);
