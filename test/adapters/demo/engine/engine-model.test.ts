import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, advanceToSettlement, expireSession, restore } from './support/model-clock-commands';
import { createOrder, demoAdd, login, register, signUp, transfer } from './support/model-account-commands';
import { setup } from './support/model-world';
import { cancelAllSpot, cancelSpot, fillSpot, placeSpot } from './support/model-spot-commands';
import { exchange } from './support/model-convert-commands';
import { advanceDays, buyProduct, redeemProduct, subscribeProject } from './support/model-product-commands';
import {
  cancelWithdrawal,
  deposit,
  LOOKALIKE,
  readyToWithdraw,
  saveAddress,
  setFundPassword,
  TRON,
  withdraw,
} from './support/model-wallet-commands';

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

const spotOrder = fc.record({
  base: fc.constantFrom('BTC', 'ETH', 'DOGE'),
  quote: fc.constant('USDT'),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  type: fc.constantFrom('limit' as const, 'limit' as const, 'market' as const),
  priceShare: fc.constantFrom('0.998', '0.9995', '0.9999', '1', '1.0001', '1.0005', '1.002', '1.2'),
  amount: fc.constantFrom('0.0001', '0.001', '0.01', '0.05', '0.2', '100', '2000', '1e3'),
});
const spotPlacing = fc.tuple(user, spotOrder).map((args) => placeSpot(...args));
const spotCancelling = fc.tuple(user, fc.nat(5)).map((args) => cancelSpot(...args));

// Mostly confirmed in time, sometimes at or after the quote's life (10 s): those must be refused.
const convertSpec = fc.record({
  from: fc.constantFrom('USDT', 'USDC', 'BTC', 'ETH'),
  to: fc.constantFrom('USDT', 'USDC', 'BTC', 'ETH', 'SHIB'),
  amount: fc.constantFrom('0.0001', '0.01', '9.99', '10', '25.5', '250.12345678', '3000', '20000'),
  delay: fc.constantFrom(0, 1_000, 9_999, 10_000, 60_000),
});
const exchanging = fc.tuple(user, convertSpec).map((args) => exchange(...args));

const depositing = fc
  .tuple(
    user,
    currency,
    fc.constantFrom('TRC20' as const, 'ERC20' as const, 'TON' as const),
    fc.constantFrom('0.5', '5', '250', '9999.99'),
  )
  .map((args) => deposit(...args));
const withdrawing = fc
  .tuple(
    user,
    fc.constantFrom('5', '25', '100', '9000', '20000'),
    fc.constantFrom(TRON, LOOKALIKE),
    fc.boolean(),
  )
  .map((args) => withdraw(...args));
// Every product, amounts around their minimums and limits; days across the terms (7, 15, 30).
const buying = fc
  .tuple(
    user,
    fc.constantFrom('finance-usdt-7', 'finance-usdt-30', 'pool-usdt-15', 'fund-usdt-growth'),
    fc.constantFrom('5', '10', '50', '100', '333.33333333', '2500', '25000'),
  )
  .map((args) => buyProduct(...args));
// Every project (open, to come, closed), amounts around the limits. Lumen oversubscribes
// (2,000 USDT of supply, 1,000 taken by the crowd) for any commitment above 1,000 USDT up to
// its 3,000 limit: three of the amounts, so that most runs that reach its end refund a part.
const subscribing = fc
  .tuple(
    user,
    fc.constantFrom('nova', 'lumen', 'lumen', 'orbit', 'atlas'),
    fc.constantFrom('5', '10', '250.5', '1000', '1500', '2500', '3000', '5000.01', '12000'),
  )
  .map((args) => subscribeProject(...args));
const accruing = fc.tuple(user, fc.constantFrom(1, 2, 6, 7, 15, 31)).map((args) => advanceDays(...args));

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
    opening,
    opening,
    waiting,
    waiting,
    fc.constantFrom(-1 as const, 0 as const, 1 as const).map(advanceToSettlement),
    fc.constant(null).map(restore),
    user.map(expireSession),
    spotPlacing,
    spotPlacing,
    spotPlacing,
    spotPlacing,
    spotCancelling,
    user.map(cancelAllSpot),
    fc.constant(null).map(fillSpot),
    exchanging,
    exchanging,
    exchanging,
    user.map(setFundPassword),
    user.map(readyToWithdraw),
    fc.tuple(user, fc.constantFrom(TRON, LOOKALIKE)).map((args) => saveAddress(...args)),
    depositing,
    depositing,
    withdrawing,
    withdrawing,
    withdrawing,
    user.map(cancelWithdrawal),
    user.map(cancelWithdrawal),
    fc.integer({ min: 0, max: 700_000 }).map(advance),
    buying,
    buying,
    accruing,
    user.map(redeemProduct),
    subscribing,
    subscribing,
  ],
  { maxCommands: 120, size: 'medium' },
);

describe('engine model', () => {
  it('keeps balances non-negative, conserves funds, settles on time by the feed alone, and restores identically', () => {
    const seen = {
      runs: 0,
      orders: 0,
      settled: 0,
      restored: 0,
      spotOrders: 0,
      makerFills: 0,
      takerFills: 0,
      conversions: 0,
      transfers: 0,
    };
    const products = { holdings: 0, interest: 0, redeemed: 0, subscribed: 0, allocated: 0, refunded: 0 };
    const wallet = { credited: 0, refusedDeposits: 0, withdrawals: 0, paidOut: 0, rejected: 0, cancelled: 0 };
    fc.assert(
      fc.property(commands, (cmds) => {
        let world: ReturnType<typeof setup> | undefined;
        fc.modelRun(() => (world = setup()), cmds);
        if (!world) return;
        const { orders, spotOrders, spotTrades, conversions, records, deposits, withdrawals } =
          world.real.engine.state();
        const { productHoldings, subscriptions } = world.real.engine.state();
        products.subscribed += subscriptions.length;
        products.allocated += subscriptions.filter((entry) => entry.allocated !== null).length;
        products.refunded += records.filter((record) => record.tradeType === 36).length;
        products.holdings += productHoldings.length;
        products.interest += records.filter((record) => record.tradeType === 32).length;
        products.redeemed += records.filter((record) => record.tradeType === 33).length;
        seen.conversions += conversions.length;
        seen.transfers += records.filter((record) => record.tradeType === 5).length;
        wallet.credited += deposits.filter((entry) => entry.status === 1).length;
        wallet.refusedDeposits += deposits.filter((entry) => entry.status === 2).length;
        wallet.withdrawals += withdrawals.length;
        wallet.paidOut += withdrawals.filter((entry) => entry.status === 1).length;
        wallet.rejected += withdrawals.filter((entry) => entry.status === 2).length;
        wallet.cancelled += withdrawals.filter((entry) => entry.status === 3).length;
        seen.spotOrders += spotOrders.length;
        seen.makerFills += spotTrades.filter((trade) => trade.maker).length;
        seen.takerFills += spotTrades.filter((trade) => !trade.maker).length;
        seen.runs += 1;
        seen.orders += orders.length;
        seen.settled += orders.filter((order) => order.entryStatus !== 0).length;
        seen.restored += world.real.replica ? 1 : 0;
      }),
      // A fixed seed: the floors below count what 400 random runs happen to do, and since the
      // withdrawal guards (code first, the lock, the hold) a random draw fell to the withdrawal
      // floor about one run in four. MODEL_SEED=<n> explores another draw.
      { numRuns: 400, seed: Number(process.env.MODEL_SEED ?? 20261128) },
    );
    // The runs must really trade, settle and restore, or the invariants above prove little.
    expect(seen.orders).toBeGreaterThan(200);
    expect(seen.settled).toBeGreaterThan(100);
    expect(seen.restored).toBeGreaterThan(50);
    // Spot: orders placed, filled at once against the book, and filled later on a crossing.
    expect(seen.spotOrders).toBeGreaterThan(40);
    expect(seen.takerFills).toBeGreaterThan(25);
    expect(seen.makerFills).toBeGreaterThan(5);
    // Transfers both ways and exchanges between every kind of coin really happen.
    expect(seen.transfers).toBeGreaterThan(40);
    expect(seen.conversions).toBeGreaterThan(20);
    // Deposits credited and refused; withdrawals paid out, rejected at review and cancelled.
    expect(wallet.credited).toBeGreaterThan(20);
    expect(wallet.refusedDeposits).toBeGreaterThan(3);
    expect(wallet.withdrawals).toBeGreaterThan(8);
    // A review ends a withdrawal only after the clock passes it, so these are few per 400 runs
    // (measured 2 to 16 reviewed, 5 to 9 cancelled); the floors prove they happen without
    // failing on an unlucky draw. The withdraw contract suite pays out and rejects on purpose.
    expect(wallet.paidOut + wallet.rejected).toBeGreaterThan(0);
    expect(wallet.cancelled).toBeGreaterThan(0);
    // Products bought, paid interest on the product clock, and back (matured or redeemed).
    expect(products.holdings).toBeGreaterThan(20);
    expect(products.interest).toBeGreaterThan(5);
    expect(products.redeemed).toBeGreaterThan(5);
    // Commitments made, allocated at the end (a day advanced past it), some pro rata with a refund.
    expect(products.subscribed).toBeGreaterThan(20);
    expect(products.allocated).toBeGreaterThan(5);
    expect(products.refunded).toBeGreaterThan(0);
    // 400 runs of up to 120 commands (every kind of command is rarer in a mix this wide): about
    // 10 s of CPU, far more on a shared, loaded machine.
  }, 180_000);
});
