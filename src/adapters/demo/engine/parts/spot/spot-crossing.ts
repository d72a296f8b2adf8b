import { isWorking } from '../../../../../domain/spot/spot';
import { walkBook } from '../../../../../domain/spot/book-walk';
import { gt, isZero, lt, sub } from '../../../../../domain/precision';
import type { EngineContext } from '../../engine-context';
import type { StoredSpotOrder } from './spot-state';
import { KNOT_MS } from '../../market/market-path';
import { pairReads } from '../../market/pair-reads';
import { applyFill } from './spot-fill';

/** Resting orders are checked at each knot of the market path (every 15 s), at most a day back. */
export const SPOT_CHECK_MS = KNOT_MS;
export const SPOT_LOOKBACK_MS = 24 * 60 * 60 * 1_000;

function crossed(order: StoredSpotOrder, price: string, limit: string): boolean {
  return order.side === 'buy' ? !gt(price, limit) : !lt(price, limit);
}

/**
 * Fills one resting order where the market path crossed its price since it was last
 * checked. Only the path's knots (every 15 s) are looked at, and the path is straight
 * between them, so the result does not depend on how often the engine is called. At a
 * crossing the order fills at its own price up to what the book holds at or through it
 * (at least the best level), so a large order fills over several crossings.
 */
function fillCrossings(context: EngineContext, order: StoredSpotOrder, now: number): void {
  const user = context.state.users.find((entry) => entry.id === order.userId);
  const limit = order.price;
  if (!user || limit === null) return;
  const pair = { base: order.baseCoin, quote: order.quoteCoin };
  const from = Math.max(order.checkedAt, now - SPOT_LOOKBACK_MS);
  let t = (Math.floor(from / SPOT_CHECK_MS) + 1) * SPOT_CHECK_MS;
  for (; t <= now && isWorking(order.status); t += SPOT_CHECK_MS) {
    if (!crossed(order, context.market.price(pair, t), limit)) continue;
    const depth = pairReads(context.market).depth(pair, t);
    const levels = order.side === 'buy' ? depth.asks : depth.bids;
    const left = sub(order.amount, order.filledAmount);
    const through = walkBook(order.side, levels, left, limit).amount;
    const best = levels[0]?.amount ?? '0';
    const size = isZero(through) ? (lt(best, left) ? best : left) : through;
    if (!isZero(size)) applyFill(context, user, order, { price: limit, amount: size, maker: true, at: t });
  }
  order.checkedAt = Math.max(order.checkedAt, Math.floor(now / SPOT_CHECK_MS) * SPOT_CHECK_MS);
}

/** Runs before every engine call, like contract settlement. */
export function fillSpotDue(context: EngineContext, now: number): void {
  for (const order of context.state.spotOrders) {
    if (order.type === 'limit' && isWorking(order.status) && order.checkedAt < now)
      fillCrossings(context, order, now);
  }
}
