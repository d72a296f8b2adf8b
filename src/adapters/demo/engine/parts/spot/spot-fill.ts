import { add, div, isZero, mul, sub } from '../../../../../domain/precision';
import { SpotOrderStatus } from '../../../../../domain/spot/spot';
import { buyReserve, cut8, spotFee } from '../../../../../domain/spot/spot-rules';
import type { EngineContext } from '../../engine-context';
import type { UserRecord } from '../../user-records';
import type { StoredSpotOrder } from './spot-state';
import { nextId } from '../../ids';
import { addTo, freeze, move, negate } from '../../ledger';
import { AssetRecordType } from '../../record-types';

export interface Fill {
  price: string;
  amount: string;
  maker: boolean;
  at: number;
}

function label(order: StoredSpotOrder): string {
  return `${order.side === 'buy' ? 'Buy' : 'Sell'} ${order.baseCoin}/${order.quoteCoin} #${order.id}`;
}

/** What a fill takes out of the frozen reserve: all of it on the last fill. */
function reservePortion(context: EngineContext, order: StoredSpotOrder, fill: Fill, last: boolean): string {
  if (order.type === 'market') return '0';
  if (last) return order.reserved;
  if (order.side === 'sell') return fill.amount;
  return buyReserve(order.price ?? fill.price, fill.amount, context.settings.spotFeeRate);
}

/**
 * Books one fill against the house: the user pays (or receives) price x amount and the fee
 * in the quote coin and receives (or pays) the base coin; whatever of the reserve the fill
 * did not use goes back to available. Every change of available goes through `move`.
 */
export function applyFill(
  context: EngineContext,
  user: UserRecord,
  order: StoredSpotOrder,
  fill: Fill,
): void {
  const { state } = context;
  const { baseCoin: base, quoteCoin: quote } = order;
  const total = mul(fill.price, fill.amount);
  const fee = spotFee(total, context.settings.spotFeeRate);
  const filledAmount = add(order.filledAmount, fill.amount);
  const last = isZero(sub(order.amount, filledAmount));
  const portion = reservePortion(context, order, fill, last);
  const at = fill.at;
  const text = label(order);
  if (order.side === 'buy') {
    if (order.type === 'limit') {
      freeze(user, 'spot', quote, negate(portion));
      order.reserved = sub(order.reserved, portion);
      const unused = sub(portion, add(total, fee));
      if (!isZero(unused))
        move(context, user, {
          account: 'spot',
          currency: quote,
          amount: unused,
          tradeType: AssetRecordType.spotFreeze,
          remark: `Unfrozen ${text}`,
          at,
        });
    } else {
      move(context, user, {
        account: 'spot',
        currency: quote,
        amount: negate(total),
        tradeType: AssetRecordType.spotTrade,
        remark: text,
        at,
      });
      if (!isZero(fee))
        move(context, user, {
          account: 'spot',
          currency: quote,
          amount: negate(fee),
          tradeType: AssetRecordType.spotFee,
          remark: `Fee ${text}`,
          at,
        });
    }
    move(context, user, {
      account: 'spot',
      currency: base,
      amount: fill.amount,
      tradeType: AssetRecordType.spotTrade,
      remark: text,
      at,
    });
    addTo(state.spotHouse.flow, quote, total);
    addTo(state.spotHouse.flow, base, negate(fill.amount));
  } else {
    if (order.type === 'limit') {
      freeze(user, 'spot', base, negate(portion));
      order.reserved = sub(order.reserved, portion);
    } else {
      move(context, user, {
        account: 'spot',
        currency: base,
        amount: negate(fill.amount),
        tradeType: AssetRecordType.spotTrade,
        remark: text,
        at,
      });
    }
    move(context, user, {
      account: 'spot',
      currency: quote,
      amount: total,
      tradeType: AssetRecordType.spotTrade,
      remark: text,
      at,
    });
    if (!isZero(fee))
      move(context, user, {
        account: 'spot',
        currency: quote,
        amount: negate(fee),
        tradeType: AssetRecordType.spotFee,
        remark: `Fee ${text}`,
        at,
      });
    addTo(state.spotHouse.flow, quote, negate(total));
    addTo(state.spotHouse.flow, base, fill.amount);
  }
  addTo(state.spotHouse.fees, quote, fee);
  order.filledAmount = filledAmount;
  order.filledTotal = add(order.filledTotal, total);
  order.averagePrice = cut8(div(order.filledTotal, filledAmount));
  order.fee = add(order.fee, fee);
  order.status = last ? SpotOrderStatus.filled : SpotOrderStatus.partiallyFilled;
  order.updatedAt = at;
  state.spotTrades.push({
    id: nextId(state),
    userId: user.id,
    orderId: order.id,
    baseCoin: base,
    quoteCoin: quote,
    side: order.side,
    price: fill.price,
    amount: fill.amount,
    total,
    fee,
    maker: fill.maker,
    createdAt: at,
  });
}

/** Gives back what an order still holds frozen (cancel, or a market order's unfilled rest). */
export function release(context: EngineContext, user: UserRecord, order: StoredSpotOrder, at: number): void {
  if (isZero(order.reserved)) return;
  const currency = order.side === 'buy' ? order.quoteCoin : order.baseCoin;
  freeze(user, 'spot', currency, negate(order.reserved));
  move(context, user, {
    account: 'spot',
    currency,
    amount: order.reserved,
    tradeType: AssetRecordType.spotFreeze,
    remark: `Cancelled ${label(order)}`,
    at,
  });
  order.reserved = '0';
}
