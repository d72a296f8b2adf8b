import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, advanceToSettlement, expireSession, restore } from './support/model-clock-commands';
import { createOrder, demoAdd, login, register, signUp, transfer } from './support/model-account-commands';
import { setup } from './support/model-world';

const user = fc.integer({ min: 0, max: 1 });
const currency = fc.constantFrom('USDT', 'USDC');
const amount = fc.constantFrom(
  '0.00001',
  '1',
  '5',
  '10',
  '12.5',
  '50',
  '99.99',
  '100',
  '250.12345678',
  '1000',
  '5000',
  '20000',
);
const order = fc.record({
  book: fc.constantFrom('contract' as const, 'demo' as const),
  base: fc.constantFrom('BTC', 'ETH', 'XRP', 'DOGE', 'SHIB'),
  quote: currency,
  // Mostly stakes that can pass the minimums, sometimes any amount (to hit the refusals).
  amount: fc.oneof(
    { arbitrary: fc.constantFrom('10', '12.5', '50', '100', '250.12345678'), weight: 3 },
    { arbitrary: amount, weight: 1 },
  ),
  second: fc.constantFrom(30, 60, 180, 300),
  tradeType: fc.constantFrom(1 as const, 2 as const),
});

const opening = fc.tuple(user, order).map((args) => createOrder(...args));
const funding = fc
  .tuple(user, amount, currency, fc.constantFrom(1 as const, 2 as const))
  .map((args) => transfer(...args));
const waiting = fc.integer({ min: 0, max: 400_000 }).map(advance);

// Repeats weight the mix towards trading: fc.commands picks among these uniformly.
const commands = fc.commands(
  [
    user.map(register),
    user.map(signUp),
    user.map(login),
    funding,
    funding,
    fc.tuple(user, fc.constantFrom('10000', '50000', '123.45'), currency).map((args) => demoAdd(...args)),
    opening,
    opening,
    opening,
    opening,
    waiting,
    waiting,
    fc.constantFrom(-1 as const, 0 as const, 1 as const).map(advanceToSettlement),
    fc.constant(null).map(restore),
    user.map(expireSession),
  ],
  { maxCommands: 80, size: 'medium' },
);

describe('engine model', () => {
  it('keeps balances non-negative, conserves funds, settles on time by the feed alone, and restores identically', () => {
    const seen = { runs: 0, orders: 0, settled: 0, restored: 0 };
    fc.assert(
      fc.property(commands, (cmds) => {
        let world: ReturnType<typeof setup> | undefined;
        fc.modelRun(() => (world = setup()), cmds);
        if (!world) return;
        const { orders } = world.real.engine.state();
        seen.runs += 1;
        seen.orders += orders.length;
        seen.settled += orders.filter((order) => order.entryStatus !== 0).length;
        seen.restored += world.real.replica ? 1 : 0;
      }),
      { numRuns: 200 },
    );
    // The runs must really trade, settle and restore, or the invariants above prove little.
    expect(seen.orders).toBeGreaterThan(200);
    expect(seen.settled).toBeGreaterThan(100);
    expect(seen.restored).toBeGreaterThan(50);
  });
});
