import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssetRecordType, outcomeOf } from '../../../../src/adapters/demo/engine';
import type { OrderRequest, TradeType } from '../../../../src/domain/contract/contract';
import { add, cmp, mul, truncate } from '../../../../src/domain/precision';
import { createFakeClock } from '../../../support/fixtures/fake-clock';
import { signUpFunded, startEngine, testEngine } from '../../../support/fixtures/engine';
import { advanceToMove } from './support/openings';
import type { Move } from './support/openings';

const BTC = { base: 'BTC', quote: 'USDT' };

function trade(move: Move, tradeType: TradeType, pair = BTC) {
  const { engine, clock } = startEngine();
  const { token } = signUpFunded(engine, 'settle@example.com', '1000');
  advanceToMove(engine, clock, pair, 60, move);
  const request: OrderRequest = {
    openAmount: '100',
    baseCoin: pair.base,
    quoteCoin: pair.quote,
    positionTime: 60,
    tradeType,
  };
  const opened = engine.createOrder(token, 'contract', request);
  clock.advance(60_000);
  const [settled] = engine.orders(token, 'contract', { pageNo: 1, pageSize: 1 }).list;
  const row = engine.assets(token, 'contract').list[0];
  const records = engine.assetRecords(token, 'contract', { pageNo: 1, pageSize: 10 }).list;
  return { engine, opened, settled, row, records, rate: engine.assets(token, 'contract').rate };
}

describe('seconds contract: settlement by the price feed', () => {
  it('pays stake plus stake * incomeRate when up is right', () => {
    const { opened, settled, row, records, rate, engine } = trade('up', 1);
    expect(settled).toMatchObject({
      entryStatus: 1,
      payout: '185',
      settlementPrice: engine.market.price(BTC, opened.settlesAt),
    });
    expect(row).toEqual({ currencyName: 'USDT', availableCurrency: '1084.9', frozenCurrency: '0' });
    expect(records[0]).toMatchObject({
      tradeType: AssetRecordType.win,
      amount: '185',
      createdAt: opened.settlesAt,
    });
    expect(rate).toBe('100.00%');
  });

  it('pays a down order when the price falls', () => {
    const { settled, row } = trade('down', 2);
    expect(settled).toMatchObject({ entryStatus: 1, payout: '185' });
    expect(row?.availableCurrency).toBe('1084.9');
  });

  it('forfeits the stake when the price moves against the order', () => {
    for (const [move, side] of [
      ['down', 1],
      ['up', 2],
    ] as const) {
      const { settled, row, records, rate } = trade(move, side);
      expect(settled).toMatchObject({ entryStatus: 2, payout: '0' });
      expect(row).toEqual({ currencyName: 'USDT', availableCurrency: '899.9', frozenCurrency: '0' });
      expect(records[0]?.tradeType).toBe(AssetRecordType.fee);
      expect(rate).toBe('0.00%');
    }
  });

  it('returns the stake when the price is unchanged', () => {
    // XRP/USDT moves in 0.01 steps, so an unchanged price a minute later is common.
    const xrp = { base: 'XRP', quote: 'USDT' };
    const { settled, row, records, opened } = trade('flat', 1, xrp);
    expect(settled).toMatchObject({ entryStatus: 1, payout: '100', settlementPrice: opened.entryPrice });
    expect(row?.availableCurrency).toBe('999.9');
    expect(records[0]).toMatchObject({ tradeType: AssetRecordType.refund, amount: '100' });
  });

  it('holds the order until its time and settles it exactly then', () => {
    const { engine, clock } = startEngine();
    const { token } = signUpFunded(engine, 'timing@example.com', '100');
    const order = engine.createOrder(token, 'contract', {
      openAmount: '10',
      baseCoin: 'ETH',
      quoteCoin: 'USDT',
      positionTime: 30,
      tradeType: 1,
    });
    clock.set(order.settlesAt - 1);
    expect(engine.orders(token, 'contract', { pageNo: 1, pageSize: 1 }).list[0]?.entryStatus).toBe(0);
    expect(engine.assets(token, 'contract').list[0]?.frozenCurrency).toBe('10');
    clock.set(order.settlesAt);
    expect(engine.orders(token, 'contract', { pageNo: 1, pageSize: 1 }).list[0]?.entryStatus).not.toBe(0);
    expect(engine.assets(token, 'contract').list[0]?.frozenCurrency).toBe('0');
  });

  it('decides every outcome from the entry and settlement prices alone', () => {
    const price = fc.integer({ min: 1, max: 1_000_000 }).map((ticks) => (ticks / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.constantFrom<TradeType>(1, 2),
        fc.integer({ min: 1, max: 100_000_000 }).map((units) => (units / 1000).toString()),
        fc.constantFrom('0.8', '0.85', '0.9', '0.95'),
        price,
        price,
        (tradeType, openAmount, incomeRate, entryPrice, settlementPrice) => {
          const outcome = outcomeOf({ tradeType, openAmount, incomeRate, entryPrice }, settlementPrice);
          const change = cmp(settlementPrice, entryPrice);
          if (change === 0) expect(outcome).toEqual({ result: 'tie', entryStatus: 1, payout: openAmount });
          else if (change > 0 === (tradeType === 1)) {
            const profit = truncate(mul(openAmount, incomeRate), 8);
            expect(outcome).toMatchObject({ result: 'win', entryStatus: 1 });
            expect(cmp(outcome.payout, add(openAmount, profit))).toBe(0);
          } else expect(outcome).toEqual({ result: 'loss', entryStatus: 2, payout: '0' });
        },
      ),
    );
  });

  it('settles the same way whenever the engine happens to be touched', () => {
    const anyOrder = fc.record({
      delay: fc.integer({ min: 0, max: 200_000 }),
      base: fc.constantFrom('BTC', 'ETH', 'XRP', 'DOGE'),
      positionTime: fc.constantFrom(30, 60, 180),
      tradeType: fc.constantFrom<TradeType>(1, 2),
    });
    fc.assert(
      fc.property(
        fc.array(anyOrder, { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 120_000 }), { maxLength: 20 }),
        (orders, touches) => {
          const run = (touchAt: readonly number[]) => {
            const clock = createFakeClock();
            const engine = testEngine({ clock, seed: 'lazy' });
            const { token } = signUpFunded(engine, 'lazy@example.com', '5000');
            const start = clock.now();
            const pending = [...touchAt].sort((a, b) => a - b);
            for (const order of orders) {
              const at = clock.now() + order.delay;
              // Touch the engine at every touch time that falls before the next order.
              while (pending.length > 0 && start + (pending[0] ?? 0) < at) {
                clock.set(Math.max(clock.now(), start + (pending.shift() ?? 0)));
                engine.settleDue();
              }
              clock.set(at);
              engine.createOrder(token, 'contract', {
                openAmount: '50',
                baseCoin: order.base,
                quoteCoin: 'USDT',
                positionTime: order.positionTime,
                tradeType: order.tradeType,
              });
            }
            clock.advance(200_000);
            return {
              orders: engine.orders(token, 'contract', { pageNo: 1, pageSize: 100 }).list,
              assets: engine.assets(token, 'contract'),
            };
          };
          expect(run(touches)).toEqual(run([]));
        },
      ),
      { numRuns: 40 },
    );
  });
});
