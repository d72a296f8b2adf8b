import { EntryStatus, MIN_OPEN_AMOUNT, TradeType } from '../../../../../domain/contract/contract';
import type { DurationConfig, OrderQuery, OrderRequest } from '../../../../../domain/contract/contract';
import type { Page } from '../../../../../domain/paging';
import { feeFor, OrderProblem } from '../../../../../domain/contract/order-rules';
import { add, lt } from '../../../../../domain/precision';
import { isPayCoin } from '../balances/accounts';
import { readAmount } from '../../amounts';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { ContractBook } from '../../engine-settings';
import type { UserRecord } from '../../user-records';
import type { StoredOrder } from './contract-state';
import { addTo, balanceOf, freeze, move, negate } from '../../ledger';
import { findPair } from '../../market/pairs';
import { UNKNOWN_PAIR } from '../../market/pair-context';
import { nextId } from '../../ids';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';

export const UNKNOWN_DURATION = 'The position time is not supported';
export const UNKNOWN_DIRECTION = 'The trade direction is not supported';
export const UNSUPPORTED_PAY_COIN = 'The pay coin is not supported';

interface CheckedOrder {
  amount: string;
  duration: DurationConfig;
  base: string;
  quote: string;
  fee: string;
}

/** Every SPEC rule, checked before anything changes; refused in the app's own words (OrderProblem). */
function check(
  context: EngineContext,
  user: UserRecord,
  book: ContractBook,
  request: OrderRequest,
): CheckedOrder {
  const amount = readAmount(request.openAmount, MIN_OPEN_AMOUNT);
  if (amount === null) refuse(OrderProblem.enterAmount);
  const duration = context.settings.durations[book].find((entry) => entry.second === request.positionTime);
  if (!duration) refuse(UNKNOWN_DURATION);
  if (lt(amount, duration.openAmountMin)) refuse(OrderProblem.belowMinimum);
  if (request.tradeType !== TradeType.up && request.tradeType !== TradeType.down) refuse(UNKNOWN_DIRECTION);
  const quote = typeof request.quoteCoin === 'string' ? request.quoteCoin.toUpperCase() : '';
  if (!isPayCoin(quote)) refuse(UNSUPPORTED_PAY_COIN);
  const pair = typeof request.baseCoin === 'string' ? findPair(request.baseCoin, quote) : undefined;
  if (!pair) refuse(UNKNOWN_PAIR);
  const fee = feeFor(amount, context.settings.feeRate);
  if (lt(balanceOf(user, book, quote).available, add(amount, fee))) refuse(OrderProblem.insufficient);
  return { amount, duration, base: pair.base, quote, fee };
}

/**
 * Opens a position: the fee goes to the house, the stake is frozen until settlement,
 * and the entry price is the feed's price at the moment of opening.
 */
export function createOrder(
  context: EngineContext,
  user: UserRecord,
  book: ContractBook,
  request: OrderRequest,
  now: number,
): PublicOrder {
  const { amount, duration, base, quote, fee } = check(context, user, book, request);
  const { state, market } = context;
  const order: StoredOrder = {
    id: nextId(state),
    userId: user.id,
    book,
    openAmount: amount,
    baseCoin: base,
    quoteCoin: quote,
    positionTime: duration.second,
    tradeType: request.tradeType,
    entryStatus: EntryStatus.holding,
    incomeRate: duration.incomeRate,
    fee,
    entryPrice: market.price({ base, quote }, now),
    settlementPrice: null,
    openedAt: now,
    settlesAt: now + duration.second * 1_000,
    payout: null,
    priceSource: `Simulated feed (seed ${market.seed})`,
  };
  const label = `${base}/${quote} ${request.tradeType === TradeType.up ? 'up' : 'down'} ${duration.second}s #${order.id}`;
  move(context, user, {
    account: book,
    currency: quote,
    amount: negate(amount),
    tradeType: AssetRecordType.open,
    remark: `Open ${label}`,
    at: now,
  });
  freeze(user, book, quote, amount);
  if (fee !== '0') {
    move(context, user, {
      account: book,
      currency: quote,
      amount: negate(fee),
      tradeType: AssetRecordType.fee,
      remark: `Fee ${label}`,
      at: now,
    });
  }
  addTo(state.house[book].fees, quote, fee);
  state.orders.push(order);
  return publicOrder(order);
}

/** An order as the engine answers it: every field known, the owner and book left out. */
export type PublicOrder = Omit<StoredOrder, 'userId' | 'book'>;

export function publicOrder(order: StoredOrder): PublicOrder {
  const { userId: _userId, book: _book, ...visible } = order;
  return visible;
}

/** The user's orders in one book, newest first, filtered as the SPEC's query allows. */
export function ordersOf(
  context: EngineContext,
  user: UserRecord,
  book: ContractBook,
  query: OrderQuery,
): Page<PublicOrder> {
  const base = query.baseCoin?.toUpperCase();
  const quote = query.quoteCoin?.toUpperCase();
  const matching = context.state.orders
    .filter(
      (order) =>
        order.userId === user.id &&
        order.book === book &&
        (query.entryStatus === undefined || order.entryStatus === query.entryStatus) &&
        (!base || order.baseCoin === base) &&
        (!quote || order.quoteCoin === quote),
    )
    .sort((a, b) => b.openedAt - a.openedAt || Number(b.id) - Number(a.id))
    .map(publicOrder);
  return pageOf(matching, query.pageNo, query.pageSize);
}
