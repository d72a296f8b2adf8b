import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, cmp, mul } from '../../../src/domain/precision';
import { walkBook } from '../../../src/domain/spot/book-walk';
import { isFatFinger } from '../../../src/domain/spot/fat-finger';
import {
  amountPlaces,
  buyReserve,
  isSpotProblem,
  pricePlaces,
  readCut,
  SpotProblem,
  spotOrderProblem,
} from '../../../src/domain/spot/spot-rules';
import type { SpotOrderRequest } from '../../../src/domain/spot/spot';

const buy = (price: string, amount: string): SpotOrderRequest => ({
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  side: 'buy',
  type: 'limit',
  price,
  amount,
});

describe('spot rules', () => {
  it('takes price decimals from the SPEC table and leaves the rest of 8 to the amount', () => {
    expect(pricePlaces('BTC', 'USDT')).toBe(2);
    expect(amountPlaces('BTC', 'USDT')).toBe(6);
    expect(pricePlaces('SHIB', 'USDT')).toBe(7);
    expect(amountPlaces('XRP', 'BTC')).toBe(0);
  });

  it('cuts typed prices and amounts to the pair precision, never rounding', () => {
    expect(
      spotOrderProblem({ request: buy('100.129', '0.1234569'), marketPrice: null, available: null }),
    ).toEqual({
      price: '100.12',
      amount: '0.123456',
    });
    expect(readCut('0.0000001', 6)).toBeNull();
  });

  it('names the first broken rule in order: price, amount, minimum, balance', () => {
    const check = (request: SpotOrderRequest, available: string | null) =>
      spotOrderProblem({ request, marketPrice: '100', available });
    expect(check(buy('', '1'), null)).toBe(SpotProblem.enterPrice);
    expect(check(buy('100', 'abc'), null)).toBe(SpotProblem.enterAmount);
    expect(check(buy('100', '0.01'), null)).toBe(SpotProblem.belowMinimum);
    // 100 x 1 + 0.1 fee = 100.1 needed.
    expect(check(buy('100', '1'), '100.09')).toBe(SpotProblem.insufficient);
    expect(check(buy('100', '1'), '100.1')).toEqual({ price: '100', amount: '1' });
    expect(check({ ...buy('100', '2'), side: 'sell' }, '1.5')).toBe(SpotProblem.insufficient);
  });

  it('never passes an order the balance cannot pay for (property)', () => {
    const decimal = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 100).toString());
    fc.assert(
      fc.property(decimal, decimal, decimal, (price, amount, available) => {
        const result = spotOrderProblem({ request: buy(price, amount), marketPrice: null, available });
        if (isSpotProblem(result)) return;
        expect(result.price).not.toBeNull();
        expect(cmp(buyReserve(result.price ?? '0', result.amount), available)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('readers never throw, whatever they are given (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('buy' as const, 'sell' as const),
        (price, amount, side) => {
          spotOrderProblem({ request: { ...buy(price, amount), side }, marketPrice: '1', available: '1' });
        },
      ),
    );
  });
});

describe('walking the book', () => {
  const asks = [
    { price: '100', amount: '1' },
    { price: '101', amount: '2' },
    { price: '103', amount: '5' },
  ];

  it('fills level by level and reports the average and slippage the trader gets', () => {
    const fill = walkBook('buy', asks, '2');
    expect(fill).toMatchObject({
      amount: '2',
      total: '201',
      averagePrice: '100.5',
      slippage: '0.005',
      complete: true,
    });
  });

  it('stops at the limit and when the book runs out', () => {
    expect(walkBook('buy', asks, '5', '101')).toMatchObject({ amount: '3', complete: false });
    expect(walkBook('buy', asks, '10')).toMatchObject({ amount: '8', complete: false });
  });

  it('total is the sum of price x amount of the fills, the filled amount never exceeds the order (property)', () => {
    const levels = fc.array(
      fc.record({
        price: fc.integer({ min: 1, max: 1000 }).map(String),
        amount: fc.integer({ min: 1, max: 50 }).map(String),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(levels, fc.integer({ min: 1, max: 500 }).map(String), (book, amount) => {
        const sorted = [...book].sort((a, b) => Number(a.price) - Number(b.price));
        const fill = walkBook('buy', sorted, amount);
        const total = fill.fills.reduce((sum, level) => add(sum, mul(level.price, level.amount)), '0');
        expect(cmp(fill.total, total)).toBe(0);
        expect(cmp(fill.amount, amount)).toBeLessThanOrEqual(0);
        if (fill.slippage !== null) expect(cmp(fill.slippage, '0')).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('fat-finger guard', () => {
  it('asks when a limit is more than 10 % through the market', () => {
    expect(isFatFinger('buy', '110', '100')).toBe(false);
    expect(isFatFinger('buy', '110.01', '100')).toBe(true);
    expect(isFatFinger('sell', '89.99', '100')).toBe(true);
    expect(isFatFinger('sell', '120', '100')).toBe(false);
    expect(isFatFinger('buy', '1000', null)).toBe(false);
  });
});
