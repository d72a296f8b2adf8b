import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConvertProblem } from '../../../src/domain/convert/convert';
import {
  convertProblem,
  QUOTE_SAFETY_MS,
  quoteSecondsLeft,
  quoteTimeLeft,
  readConvertAmount,
} from '../../../src/domain/convert/convert-rules';
import { gte, lte } from '../../../src/domain/precision';

const coins = [
  { coin: 'USDT', minAmount: '10' },
  { coin: 'BTC', minAmount: '0.0001' },
];
const check = (amount: string, available: string | null = '1000', fromCoin = 'USDT', toCoin = 'BTC') =>
  convertProblem({ fromCoin, toCoin, amount, coins, available });

describe('exchange rules', () => {
  it('refuses in order: the amount, the coins, the minimum, the balance', () => {
    expect(check('')).toBe(ConvertProblem.enterAmount);
    expect(check('1e3')).toBe(ConvertProblem.enterAmount);
    expect(check('0.000000001')).toBe(ConvertProblem.enterAmount);
    expect(check('100', '1000', 'USDT', 'USDT')).toBe(ConvertProblem.sameCoin);
    expect(check('100', '1000', 'USDT', 'DOGE')).toBe(ConvertProblem.unsupported);
    expect(check('9.99999999')).toBe(ConvertProblem.belowMinimum);
    expect(check('1000.00000001')).toBe(ConvertProblem.insufficient);
    expect(check('1000')).toBeNull();
    expect(check('５０')).toBeNull();
    // Balances not known yet: the server checks.
    expect(check('5000', null)).toBeNull();
  });

  it('never passes an amount below the minimum or above the balance, and never throws', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.stringMatching(/^\d{1,6}(\.\d{1,8})?$/), { nil: null }),
        (amount, available) => {
          const problem = check(amount, available);
          if (problem !== null) return;
          const read = readConvertAmount(amount);
          expect(read).not.toBeNull();
          expect(gte(read ?? '0', '10')).toBe(true);
          if (available !== null) expect(lte(read ?? '0', available)).toBe(true);
        },
      ),
    );
  });

  it('counts a quote down a safety second early, in whole seconds, never below zero', () => {
    expect(quoteTimeLeft(20_000, 10_000)).toBe(10_000 - QUOTE_SAFETY_MS);
    expect(quoteSecondsLeft(20_000, 10_000)).toBe(9);
    expect(quoteSecondsLeft(20_000, 10_001)).toBe(9);
    expect(quoteSecondsLeft(20_000, 19_000)).toBe(0);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (expiresAt, now) => {
        const left = quoteSecondsLeft(expiresAt, now);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left * 1_000).toBeLessThan(Math.max(expiresAt - now, 0) + 1_000);
      }),
    );
  });
});
