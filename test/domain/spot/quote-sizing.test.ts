import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, cmp, div, isZero, mul, sub } from '../../../src/domain/precision';
import type { BookLevel } from '../../../src/domain/spot/book-walk';
import { totalForShare, walkBookForTotal } from '../../../src/domain/spot/quote-sizing';
import {
  buyReserve,
  isSpotProblem,
  SpotProblem,
  spotOrderProblem,
  totalPlaces,
} from '../../../src/domain/spot/spot-rules';
import type { SpotOrderRequest } from '../../../src/domain/spot/spot';

const byTotal = (total: string | undefined, amount = '0'): SpotOrderRequest => ({
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  side: 'buy',
  type: 'market',
  amount,
  total,
});

/** Asks, best (lowest) first: prices with 2 places, amounts with 6, as BTC/USDT's. */
const asks = fc
  .array(
    fc.record({
      price: fc.integer({ min: 1, max: 10_000_000 }).map((cents) => div(String(cents), '100')),
      amount: fc.integer({ min: 1, max: 5_000_000 }).map((units) => div(String(units), '1000000')),
    }),
    { maxLength: 6 },
  )
  .map((levels) => [...levels].sort((a, b) => cmp(a.price, b.price)));
const totals = fc.integer({ min: 1, max: 100_000_000 }).map((cents) => div(String(cents), '100'));

describe('a market buy sized by its total in the quote coin', () => {
  it('spends the total level by level, each amount cut (not rounded) to the pair places', () => {
    const levels: BookLevel[] = [
      { price: '100', amount: '1' },
      { price: '300', amount: '5' },
    ];
    // 1 BTC for 100, then 50 USDT at 300 buys 0.166666 BTC (0.1666666... cut).
    expect(walkBookForTotal(levels, '150', 6)).toMatchObject({
      fills: [
        { price: '100', amount: '1' },
        { price: '300', amount: '0.166666' },
      ],
      amount: '1.166666',
      total: '149.9998',
      complete: true,
    });
    // A book that runs out before the total is spent leaves the rest: incomplete.
    expect(walkBookForTotal(levels, '5000', 6)).toMatchObject({
      amount: '6',
      total: '1600',
      complete: false,
    });
  });

  it('never spends more than the total, nor leaves enough to buy one more unit when the book goes on', () => {
    fc.assert(
      fc.property(asks, totals, (levels, total) => {
        const fill = walkBookForTotal(levels, total, 6);
        expect(cmp(fill.total, total)).toBeLessThanOrEqual(0);
        const bought = fill.fills.reduce((sum, level) => add(sum, level.amount), '0');
        expect(cmp(bought, fill.amount)).toBe(0);
        if (fill.complete) {
          // What is left cannot pay for one more unit (0.000001) at the next price it would take.
          const taken = fill.fills.length;
          const last = fill.fills[taken - 1];
          const tookAll = last !== undefined && cmp(last.amount, levels[taken - 1]?.amount ?? '0') === 0;
          const next = levels[taken === 0 || tookAll ? taken : taken - 1];
          const left = sub(total, fill.total);
          if (next) expect(cmp(left, mul(next.price, '0.000001'))).toBeLessThan(1);
        } else {
          // The book ran out: every level was taken whole.
          const depth = levels.reduce((sum, level) => add(sum, level.amount), '0');
          expect(cmp(fill.amount, depth)).toBe(0);
        }
      }),
    );
  });

  it('checks the total, the minimum value and the available quote with the fee on top', () => {
    expect(spotOrderProblem({ request: byTotal(''), marketPrice: '100', available: null })).toBe(
      SpotProblem.enterTotal,
    );
    expect(spotOrderProblem({ request: byTotal('4.999'), marketPrice: '100', available: null })).toBe(
      SpotProblem.belowMinimum,
    );
    expect(spotOrderProblem({ request: byTotal('100'), marketPrice: '100', available: '100.09' })).toBe(
      SpotProblem.insufficient,
    );
    expect(
      spotOrderProblem({ request: byTotal('100.129', '0.5'), marketPrice: '100', available: '100.23' }),
    ).toEqual({ price: null, amount: '0.5', total: '100.12' });
  });

  it('passes a total only when it and its fee fit in the available quote', () => {
    fc.assert(
      fc.property(totals, totals, (total, available) => {
        const result = spotOrderProblem({ request: byTotal(total), marketPrice: '100', available });
        if (!isSpotProblem(result))
          expect(cmp(buyReserve('1', result.total ?? '0'), available)).toBeLessThan(1);
      }),
    );
  });

  it('turns a share of the available quote into the largest total that pays its fee too', () => {
    expect(totalForShare('1000', '1', totalPlaces('BTC', 'USDT'))).toBe('999');
    fc.assert(
      fc.property(totals, fc.constantFrom('0.25', '0.5', '0.75', '1'), (available, share) => {
        const total = totalForShare(available, share, 2);
        expect(cmp(buyReserve('1', total), mul(available, share))).toBeLessThan(1);
        // One cent more would not fit.
        if (!isZero(total)) expect(cmp(buyReserve('1', add(total, '0.02')), mul(available, share))).toBe(1);
      }),
    );
  });
});
