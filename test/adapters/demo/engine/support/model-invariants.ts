import { expect } from 'vitest';
import type { EngineState } from '../../../../../src/adapters/demo/engine';
import { add, cmp, mul, sub, truncate } from '../../../../../src/domain/precision';
import { earnings } from '../../../../../src/domain/products/yield-figures';
import { settings } from './model-command';
import type { Model, Real } from './model-world';
import { creditedDeposits } from './model-wallet-commands';

const sum = (values: readonly string[]): string => values.reduce((total, value) => add(total, value), '0');

function expectSame(actual: string, expected: string, what: string): void {
  expect(cmp(actual, expected), `${what}: ${actual} vs ${expected}`).toBe(0);
}

/** Funds: every balance is >= 0, and users + house hold exactly what entered from outside. */
function checkFunds(state: EngineState, model: Model, now: number): void {
  const credited = creditedDeposits(model, now);
  // Spot trades base coins with the house: those must sum to what entered too (nothing).
  const spotCoins = Object.keys(state.spotHouse.flow);
  const convertCoins = Object.keys(state.convertHouse.flow);
  const newCoins = Object.keys(state.subscriptionHouse);
  for (const currency of new Set(['USDT', 'USDC', ...spotCoins, ...convertCoins, ...newCoins])) {
    const held: string[] = [];
    for (const user of state.users) {
      for (const balances of Object.values(user.balances)) {
        const balance = balances[currency];
        if (!balance) continue;
        expect(cmp(balance.available, '0')).toBeGreaterThanOrEqual(0);
        expect(cmp(balance.frozen, '0')).toBeGreaterThanOrEqual(0);
        held.push(balance.available, balance.frozen);
      }
    }
    for (const ledger of Object.values(state.house))
      held.push(ledger.fees[currency] ?? '0', ledger.pnl[currency] ?? '0');
    held.push(state.spotHouse.fees[currency] ?? '0', state.spotHouse.flow[currency] ?? '0');
    // The flash exchange's house: what it took and paid at its rate, and the fees it kept.
    held.push(state.convertHouse.fees[currency] ?? '0', state.convertHouse.flow[currency] ?? '0');
    // Deposits and withdrawals: the fees the house kept and what left to outside addresses.
    held.push(state.walletHouse.fees[currency] ?? '0', state.walletHouse.payouts[currency] ?? '0');
    // The products' house: principal taken in, less interest and redemptions paid out.
    held.push(state.productHouse[currency] ?? '0');
    // The subscription house: USDT committed less refunds; the new coins allocated (negative).
    held.push(state.subscriptionHouse[currency] ?? '0');
    const entered = add(
      model.grants[currency] ?? '0',
      sum(credited.filter((entry) => entry.coin === currency).map((entry) => entry.amount)),
    );
    expectSame(sum(held), entered, `${currency} conserved`);
    expectSame(state.grants[currency] ?? '0', entered, `${currency} grants`);
  }
}

/** Frozen is the stakes of holding orders; available is the sum of the account's records. */
function checkBooks(state: EngineState): void {
  for (const user of state.users) {
    for (const [account, balances] of Object.entries(user.balances)) {
      for (const [currency, balance] of Object.entries(balances)) {
        const mine = <T extends { userId: string }>(entry: T) => entry.userId === user.id;
        const stakes = state.orders
          .filter(
            (order) =>
              mine(order) &&
              order.book === account &&
              order.quoteCoin === currency &&
              order.entryStatus === 0,
          )
          .map((order) => order.openAmount);
        // Spot: what working orders hold frozen, in the coin each one pays with.
        for (const order of state.spotOrders)
          if (
            mine(order) &&
            account === 'spot' &&
            (order.side === 'buy' ? order.quoteCoin : order.baseCoin) === currency
          )
            stakes.push(order.reserved);
        // Withdrawals under review hold their amount frozen in spot.
        for (const entry of state.withdrawals)
          if (mine(entry) && account === 'spot' && entry.coin === currency && entry.status === 0)
            stakes.push(entry.amount);
        expectSame(balance.frozen, sum(stakes), `frozen ${account} ${currency}`);
        const records = state.records.filter(
          (entry) => mine(entry) && entry.account === account && entry.currency === currency,
        );
        expectSame(
          balance.available,
          sum(records.map((entry) => entry.amount)),
          `records ${account} ${currency}`,
        );
      }
    }
  }
}

/** Settlement is on time and follows from the two feed prices alone, recomputed here. */
function checkOrders(state: EngineState, real: Real): void {
  const now = real.clock.now();
  for (const order of state.orders) {
    const pair = { base: order.baseCoin, quote: order.quoteCoin };
    expect(order.entryPrice).toBe(real.market.price(pair, order.openedAt));
    expect(order.settlesAt).toBe(order.openedAt + order.positionTime * 1_000);
    if (now < order.settlesAt) {
      expect(order, 'settled early').toMatchObject({ entryStatus: 0, settlementPrice: null, payout: null });
      continue;
    }
    const settlementPrice = real.market.price(pair, order.settlesAt);
    expect(order.settlementPrice).toBe(settlementPrice);
    const change = cmp(settlementPrice, order.entryPrice);
    const won = change !== 0 && change > 0 === (order.tradeType === 1);
    const payout = won
      ? add(order.openAmount, truncate(mul(order.openAmount, order.incomeRate), 8))
      : change === 0
        ? order.openAmount
        : '0';
    expect(order.entryStatus).toBe(change !== 0 && !won ? 2 : 1);
    expectSame(order.payout ?? 'null', payout, `payout of order ${order.id}`);
  }
}

/** What each product has sold is what its open holdings hold; interest never runs ahead of the days. */
function checkProducts(state: EngineState): void {
  for (const [productId, sold] of Object.entries(state.productSold)) {
    const open = state.productHoldings.filter(
      (entry) => entry.productId === productId && entry.endedAt === null,
    );
    expectSame(sold, sum(open.map((entry) => entry.amount)), `sold ${productId}`);
  }
  for (const holding of state.productHoldings) {
    if (holding.payout !== 'daily') continue;
    const days = holding.termDays;
    expect(cmp(holding.interestPaid, earnings(holding, holding.amount, days))).toBeLessThanOrEqual(0);
  }
}

/**
 * Subscription: what a project took is what its users committed; an allocation never hands out
 * more than the supply, and each commitment's coins at the price plus its refund is what it paid.
 */
function checkSubscriptions(state: EngineState): void {
  for (const project of settings.projects) {
    const mine = state.subscriptions.filter((entry) => entry.projectId === project.id);
    expectSame(state.projectCommitted[project.id] ?? '0', sum(mine.map((entry) => entry.amount)), project.id);
    const allocated = mine.filter((entry) => entry.allocated !== null);
    expect(
      cmp(sum(allocated.map((entry) => entry.allocated ?? '0')), project.totalSupply),
    ).toBeLessThanOrEqual(0);
    for (const entry of allocated) {
      const paid = add(mul(entry.allocated ?? '0', project.price), entry.refunded ?? '0');
      expect(cmp(paid, entry.amount)).toBeLessThanOrEqual(0);
      expect(cmp(sub(entry.amount, paid), '0.00000001')).toBeLessThan(0);
    }
  }
}

export function checkInvariants(model: Model, real: Real): void {
  const state = real.engine.state();
  checkProducts(state);
  checkSubscriptions(state);
  checkFunds(state, model, real.clock.now());
  checkBooks(state);
  checkOrders(state, real);
  if (real.replica) expect(real.replica.state()).toEqual(state);
}
