import { expect } from 'vitest';
import { add, cmp, mul, truncate } from '../../../../../src/domain/precision';
import type { SpotSide, SpotOrderType } from '../../../../../src/domain/spot/spot';
import { SpotProblem } from '../../../../../src/domain/spot/spot-rules';
import { DepositStatus } from '../../../../../src/domain/deposit/deposit';
import { WithdrawalStatus } from '../../../../../src/domain/withdraw/withdrawal';
import { pricePlaces } from '../../../../../src/domain/spot/spot-rules';
import { available, command, signedIn } from './model-command';
import type { Command } from './model-command';
import { EMAILS, expectOk, onBoth } from './model-world';
import type { Real } from './model-world';
import { KNOT_MS } from '../../../../../src/adapters/demo/engine/market/market-path';

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

/** Each user's spot holdings of a coin, available and frozen together. */
function holdings(real: Real): Map<string, string> {
  const held = new Map<string, string>();
  for (const user of real.engine.state().users)
    for (const [coin, balance] of Object.entries(user.balances.spot))
      held.set(`${user.id}:${coin}`, add(balance.available, balance.frozen));
  return held;
}

/** The next knot (up to a day on) at which the market crosses a working limit order, or null. */
function nextCrossing(real: Real): number | null {
  const now = real.clock.now();
  let soonest: number | null = null;
  for (const order of real.engine.state().spotOrders) {
    if (order.type !== 'limit' || order.price === null || (order.status !== 0 && order.status !== 1))
      continue;
    const pair = { base: order.baseCoin, quote: order.quoteCoin };
    for (let t = (Math.floor(now / KNOT_MS) + 1) * KNOT_MS; t <= now + 86_400_000; t += KNOT_MS) {
      const price = real.market.price(pair, t);
      const crossed = order.side === 'buy' ? cmp(price, order.price) <= 0 : cmp(price, order.price) >= 0;
      if (crossed) {
        soonest = soonest === null ? t : Math.min(soonest, t);
        break;
      }
    }
  }
  return soonest;
}

/**
 * Moves the clock to the next knot where the market crosses a resting order, so it fills
 * (fully, or partly where the book is short), and checks each account moved by exactly its
 * fills: a buy pays price x amount + fee in the quote coin and gets the amount; a sell the reverse.
 */
export const fillSpot = (): Command =>
  command(
    'fillSpot()',
    () => true,
    (_model, real) => {
      const at = nextCrossing(real);
      if (at === null) return;
      const { spotOrders: before, deposits, withdrawals } = real.engine.state();
      const held = holdings(real);
      real.clock.set(at);
      onBoth(real, (engine) => engine.settleDue());
      const expected = new Map(held);
      const move = (key: string, amount: string) => expected.set(key, add(expected.get(key) ?? '0', amount));
      // The jump also lets the wallet's clock run: deposits credited and withdrawals paid out
      // meanwhile move spot holdings too (a rejected one only unfreezes, its total stays).
      const after = real.engine.state();
      for (const entry of after.deposits)
        if (
          entry.status === DepositStatus.finished &&
          !deposits.some((old) => old.id === entry.id && old.status === entry.status)
        )
          move(`${entry.userId}:${entry.coin}`, entry.amount);
      for (const entry of after.withdrawals)
        if (
          entry.status === WithdrawalStatus.finished &&
          !withdrawals.some((old) => old.id === entry.id && old.status === entry.status)
        )
          move(`${entry.userId}:${entry.coin}`, `-${entry.amount}`);
      let filled = 0;
      for (const order of real.engine.state().spotOrders) {
        const old = before.find((entry) => entry.id === order.id);
        const amount = add(order.filledAmount, `-${old?.filledAmount ?? '0'}`);
        if (cmp(amount, '0') === 0) continue;
        filled += 1;
        const total = add(order.filledTotal, `-${old?.filledTotal ?? '0'}`);
        const fee = add(order.fee, `-${old?.fee ?? '0'}`);
        const [base, quote] = [`${order.userId}:${order.baseCoin}`, `${order.userId}:${order.quoteCoin}`];
        move(base, order.side === 'buy' ? amount : `-${amount}`);
        move(quote, order.side === 'buy' ? `-${add(total, fee)}` : add(total, `-${fee}`));
      }
      expect(filled, 'the crossing filled a resting order').toBeGreaterThan(0);
      for (const [key, value] of holdings(real)) expect(cmp(value, expected.get(key) ?? '0'), key).toBe(0);
    },
  );
