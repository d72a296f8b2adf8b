import type { Page } from '../../../../../domain/paging';
import { isWorking, quotedBookTime, SpotOrderStatus } from '../../../../../domain/spot/spot';
import type { SpotOrder, SpotOrderQuery, SpotOrderRequest, SpotTrade } from '../../../../../domain/spot/spot';
import { walkBook } from '../../../../../domain/spot/book-walk';
import { walkBookForTotal } from '../../../../../domain/spot/quote-sizing';
import {
  amountPlaces,
  buyReserve,
  isSpotProblem,
  SpotProblem,
  spotOrderProblem,
} from '../../../../../domain/spot/spot-rules';
import { gt, isZero } from '../../../../../domain/precision';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import type { StoredSpotOrder } from './spot-state';
import { nextId } from '../../ids';
import { balanceOf, freeze, move, negate } from '../../ledger';
import { findPair } from '../../market/pairs';
import { UNKNOWN_PAIR } from '../../market/pair-context';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';
import { applyFill, release } from './spot-fill';
import { pairReads } from '../../market/pair-reads';

export const UNKNOWN_SIDE = 'The order side is not supported';
export const UNKNOWN_TYPE = 'The order type is not supported';
export const ORDER_NOT_FOUND = 'The order does not exist';
export const ORDER_CLOSED = 'The order is already closed';

/** A spot order as answered: the owner and the engine's bookkeeping left out. */
export function publicSpotOrder(order: StoredSpotOrder): SpotOrder {
  const { userId: _userId, reserved: _reserved, checkedAt: _checkedAt, ...visible } = order;
  return visible;
}

/**
 * Places an order. A limit buy freezes price x amount + fee of the quote coin, a limit
 * sell the base amount; whatever crosses the current book fills at once (taker, at the
 * book's prices), the rest rests. A market order takes the book level by level and
 * cancels what the book cannot fill; it must be paid for in full before anything moves.
 * It is priced on the book of `bookTime` when that is at most MARKET_QUOTE_MS old, so the
 * trader gets the average the screen predicted from the book it showed. A market buy sized
 * by `total` spends that total on the asks (amounts cut to the pair's places) and its amount
 * becomes what the total bought; the estimate sent as `amount` is not used.
 */
export function placeSpotOrder(
  context: EngineContext,
  user: UserRecord,
  request: SpotOrderRequest,
  now: number,
): SpotOrder {
  if (request.side !== 'buy' && request.side !== 'sell') refuse(UNKNOWN_SIDE);
  if (request.type !== 'limit' && request.type !== 'market') refuse(UNKNOWN_TYPE);
  const pair =
    typeof request.baseCoin === 'string' && typeof request.quoteCoin === 'string'
      ? findPair(request.baseCoin, request.quoteCoin)
      : undefined;
  if (!pair) refuse(UNKNOWN_PAIR);
  const base = pair.base;
  const quote = pair.quote;
  // A market order fills against the book its trader saw (while recent); a limit order against now's.
  const bookAt = request.type === 'market' ? quotedBookTime(request.bookTime, now) : now;
  const depth = pairReads(context.market).depth(pair, bookAt);
  const levels = request.side === 'buy' ? depth.asks : depth.bids;
  const payCoin = request.side === 'buy' ? quote : base;
  const checked = spotOrderProblem({
    request: { ...request, baseCoin: base, quoteCoin: quote },
    marketPrice: levels[0]?.price ?? null,
    available: request.type === 'limit' ? balanceOf(user, 'spot', payCoin).available : null,
    feeRate: context.settings.spotFeeRate,
  });
  if (isSpotProblem(checked)) refuse(checked);
  const { price, total } = checked;
  const taken =
    total === undefined
      ? walkBook(request.side, levels, checked.amount, price)
      : walkBookForTotal(levels, total, amountPlaces(base, quote));
  const amount = total === undefined ? checked.amount : taken.amount;
  if (request.type === 'market') {
    if (isZero(taken.amount)) refuse(SpotProblem.noLiquidity);
    const cost =
      request.side === 'buy' ? buyReserve('1', taken.total, context.settings.spotFeeRate) : taken.amount;
    if (gt(cost, balanceOf(user, 'spot', payCoin).available)) refuse(SpotProblem.insufficient);
  }
  const order: StoredSpotOrder = {
    id: nextId(context.state),
    userId: user.id,
    baseCoin: base,
    quoteCoin: quote,
    side: request.side,
    type: request.type,
    price,
    amount,
    filledAmount: '0',
    filledTotal: '0',
    averagePrice: null,
    fee: '0',
    status: SpotOrderStatus.open,
    createdAt: now,
    updatedAt: now,
    reserved: '0',
    checkedAt: now,
  };
  context.state.spotOrders.push(order);
  if (price !== null) {
    order.reserved =
      request.side === 'buy' ? buyReserve(price, amount, context.settings.spotFeeRate) : amount;
    move(context, user, {
      account: 'spot',
      currency: payCoin,
      amount: negate(order.reserved),
      tradeType: AssetRecordType.spotFreeze,
      remark: `Frozen for #${order.id}`,
      at: now,
    });
    freeze(user, 'spot', payCoin, order.reserved);
  }
  for (const level of taken.fills) applyFill(context, user, order, { ...level, maker: false, at: now });
  // What the book could not fill of a market order (its amount, or its total) is cancelled.
  if (request.type === 'market' && !taken.complete) order.status = SpotOrderStatus.cancelled;
  return publicSpotOrder(order);
}

function ownOrder(context: EngineContext, user: UserRecord, orderId: unknown): StoredSpotOrder {
  const order = context.state.spotOrders.find((entry) => entry.id === orderId && entry.userId === user.id);
  if (!order) refuse(ORDER_NOT_FOUND);
  return order;
}

function cancel(context: EngineContext, user: UserRecord, order: StoredSpotOrder, now: number): void {
  release(context, user, order, now);
  order.status = SpotOrderStatus.cancelled;
  order.updatedAt = now;
}

export function cancelSpotOrder(
  context: EngineContext,
  user: UserRecord,
  orderId: unknown,
  now: number,
): SpotOrder {
  const order = ownOrder(context, user, orderId);
  if (!isWorking(order.status)) refuse(ORDER_CLOSED);
  cancel(context, user, order, now);
  return publicSpotOrder(order);
}

export function cancelAllSpot(
  context: EngineContext,
  user: UserRecord,
  query: { baseCoin?: string; quoteCoin?: string },
  now: number,
): number {
  const working = mine(context, user, query).filter((order) => isWorking(order.status));
  for (const order of working) cancel(context, user, order, now);
  return working.length;
}

function mine(
  context: EngineContext,
  user: UserRecord,
  query: { baseCoin?: string; quoteCoin?: string },
): StoredSpotOrder[] {
  const base = typeof query.baseCoin === 'string' ? query.baseCoin.toUpperCase() : '';
  const quote = typeof query.quoteCoin === 'string' ? query.quoteCoin.toUpperCase() : '';
  return context.state.spotOrders.filter(
    (order) =>
      order.userId === user.id && (!base || order.baseCoin === base) && (!quote || order.quoteCoin === quote),
  );
}

const newestFirst = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }): number =>
  b.createdAt - a.createdAt || Number(b.id) - Number(a.id);

export function spotOrders(
  context: EngineContext,
  user: UserRecord,
  query: SpotOrderQuery,
  working: boolean,
): Page<SpotOrder> {
  const list = mine(context, user, query)
    .filter((order) => isWorking(order.status) === working)
    .sort(newestFirst)
    .map(publicSpotOrder);
  return pageOf(list, query.pageNo, query.pageSize);
}

export function spotTrades(context: EngineContext, user: UserRecord, query: SpotOrderQuery): Page<SpotTrade> {
  const base = typeof query.baseCoin === 'string' ? query.baseCoin.toUpperCase() : '';
  const quote = typeof query.quoteCoin === 'string' ? query.quoteCoin.toUpperCase() : '';
  const list = context.state.spotTrades
    .filter(
      (trade) =>
        trade.userId === user.id &&
        (!base || trade.baseCoin === base) &&
        (!quote || trade.quoteCoin === quote),
    )
    .sort(newestFirst)
    .map(({ userId: _userId, ...trade }) => trade);
  return pageOf(list, query.pageNo, query.pageSize);
}

/** A spot balance as the engine's own tests read it (the app reads the spot account's rows). */
export interface SpotBalance {
  currency: string;
  available: string;
  frozen: string;
}

/** Every coin the user's spot account has touched, and the quote coins, so a new user sees USDT. */
export function spotBalances(context: EngineContext, user: UserRecord): SpotBalance[] {
  const coins = new Set([
    ...Object.keys(context.settings.startingBalances),
    ...Object.keys(user.balances.spot),
  ]);
  return [...coins].sort().map((currency) => ({ currency, ...balanceOf(user, 'spot', currency) }));
}
