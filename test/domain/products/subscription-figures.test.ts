import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, cmp, mul } from '../../../src/domain/precision';
import type { SubscriptionProject } from '../../../src/domain/products/subscription';
import {
  countdownParts,
  projectCountdown,
  subscribeFigures,
} from '../../../src/domain/products/subscription-figures';

const project = (committed: string): SubscriptionProject => ({
  id: 'lumen',
  coin: 'LUMEN',
  name: 'Lumen',
  price: '2',
  totalSupply: '1000',
  minPerUser: '10',
  maxPerUser: '3000',
  startsAt: 0,
  endsAt: 5000,
  rules: '',
  committed,
  allocatedAt: null,
});

describe('the figures stated before a subscription is confirmed', () => {
  it('undersubscribed: every USDT buys coins at the price, nothing refunded', () => {
    expect(subscribeFigures(project('0'), '100')).toEqual({
      pay: '100',
      mostCoins: '50',
      oversubscribed: false,
      estimateCoins: '50',
      estimateRefund: '0',
      allocatesAt: 5000,
    });
  });

  it('oversubscribed: the share at what is committed now, and the rest refunded', () => {
    // 1000 committed before, 3000 now: 3000 / 4000 of 1000 coins = 750, costing 1500.
    expect(subscribeFigures(project('1000'), '3000')).toMatchObject({
      mostCoins: '1500',
      oversubscribed: true,
      estimateCoins: '750',
      estimateRefund: '1500',
    });
  });

  it('states nothing for what is not an amount, and never throws', () => {
    expect(subscribeFigures(project('0'), 'abc')).toBeNull();
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('0', '10', '99999'), (typed, committed) => {
        const figures = subscribeFigures(project(committed), typed);
        if (figures === null) return;
        // The estimate never promises more than the most, and coins plus refund never exceed the pay.
        expect(cmp(figures.estimateCoins, figures.mostCoins)).toBeLessThanOrEqual(0);
        expect(
          cmp(add(mul(figures.estimateCoins, '2'), figures.estimateRefund), figures.pay),
        ).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('a project countdown', () => {
  it('counts to the opening, then to the end, then stops', () => {
    const open = project('0');
    expect(projectCountdown({ ...open, startsAt: 1000 }, 0)).toBe(1000);
    expect(projectCountdown(open, 1000)).toBe(4000);
    expect(projectCountdown(open, 5000)).toBeNull();
    expect(countdownParts(90_061_000)).toEqual({ days: 1, clock: '01:01:01' });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
