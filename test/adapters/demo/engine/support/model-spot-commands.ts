import { expect } from 'vitest';
import { add, cmp, mul, truncate } from '../../../../../src/domain/precision';
import type { SpotSide, SpotOrderType } from '../../../../../src/domain/spot/spot';
import { SpotProblem } from '../../../../../src/domain/spot/spot-rules';
import { pricePlaces } from '../../../../../src/domain/spot/spot-rules';
import { available, command, signedIn } from './model-command';
import type { Command } from './model-command';
import { EMAILS, expectOk, onBoth } from './model-world';
import type { Real } from './model-world';

export interface SpotSpec {
  base: string;
  quote: string;
  side: SpotSide;
  type: SpotOrderType;
  /** Limit price as a share of the market price, so orders land near it and cross. */
  priceShare: string;
  amount: string;
}

const REFUSALS: readonly string[] = Object.values(SpotProblem);

function frozen(real: Real, user: number, currency: string): string {
  const record = real.engine.state().users.find((entry) => entry.email === EMAILS[user]);
  return record?.balances.spot[currency]?.frozen ?? '0';
}

export const placeSpot = (user: number, spec: SpotSpec): Command =>
  command(`placeSpot(${user}, ${JSON.stringify(spec)})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const market = real.market.price({ base: spec.base, quote: spec.quote }, real.clock.now());
    const price = truncate(mul(market, spec.priceShare), pricePlaces(spec.base, spec.quote));
    const pay = spec.side === 'buy' ? spec.quote : spec.base;
    const before = add(available(real, user, 'spot', pay), frozen(real, user, pay));
    const request = {
      baseCoin: spec.base,
      quoteCoin: spec.quote,
      side: spec.side,
      type: spec.type,
      price,
      amount: spec.amount,
    };
    const outcome = onBoth(real, (engine) => engine.placeSpotOrder(token, request));
    if (!outcome.ok) {
      expect(REFUSALS).toContain(outcome.msg);
      return;
    }
    const order = outcome.value;
    // The pay coin went down by exactly what filled (plus the fee on a buy), no more.
    const after = add(available(real, user, 'spot', pay), frozen(real, user, pay));
    const spent = spec.side === 'buy' ? add(order.filledTotal, order.fee) : order.filledAmount;
    expect(cmp(after, add(before, `-${spent}`)), `${after} = ${before} - ${spent}`).toBe(0);
  });

export const cancelSpot = (user: number, pick: number): Command =>
  command(`cancelSpot(${user}, ${pick})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    const open = expectOk(
      onBoth(real, (engine) => engine.spotOpenOrders(token, { pageNo: 1, pageSize: 100 })),
    );
    const order = open.list[pick % Math.max(open.list.length, 1)];
    if (!order) return;
    const stored = real.engine.state().spotOrders.find((entry) => entry.id === order.id);
    const pay = order.side === 'buy' ? order.quoteCoin : order.baseCoin;
    const before = available(real, user, 'spot', pay);
    const cancelled = expectOk(onBoth(real, (engine) => engine.cancelSpotOrder(token, order.id)));
    expect(cancelled.status).toBe(3);
    // A cancel gives back exactly what the order still held frozen.
    expect(cmp(available(real, user, 'spot', pay), add(before, stored?.reserved ?? '0'))).toBe(0);
  });

export const cancelAllSpot = (user: number): Command =>
  command(`cancelAllSpot(${user})`, signedIn(user), (model, real) => {
    const token = model.users[user]?.token ?? '';
    expectOk(onBoth(real, (engine) => engine.cancelAllSpot(token)));
    const open = expectOk(
      onBoth(real, (engine) => engine.spotOpenOrders(token, { pageNo: 1, pageSize: 100 })),
    );
    expect(open.sum).toBe(0);
  });
