import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeFor, OrderProblem, orderProblem, readOpenAmount } from '../../../src/domain/contract/order-rules';
import { add, gte, lt } from '../../../src/domain/precision';

const duration = { second: 30, incomeRate: '0.8', openAmountMin: '10' };
const check = (openAmount: string, available: string | null = '1000', feeRate = '0.001') =>
  orderProblem({ openAmount, duration, feeRate, available });

/** Decimal strings with up to 8 places, 0 to 100000. */
const amount = fc
  .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 99_999_999 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);

describe('seconds-contract order rules', () => {
  it.each(['', '   ', 'abc', '1e3', '.5', '-1', '0', '0.000009', '0.000000001'])(
    'asks for an opening amount when given %j',
    (typed) => expect(check(typed)).toBe(OrderProblem.enterAmount),
  );

  it('refuses less than the minimum of the chosen duration with the SPEC message', () => {
    expect(check('9.99999999')).toBe('The number of inputs is less than the minimum limit');
    expect(check('10')).toBeNull();
  });

  it('counts the fee when checking the balance', () => {
    // 100 + 0.1 fee > 100 available.
    expect(check('100', '100')).toBe('Insufficient available balance');
    expect(check('100', '100.1')).toBeNull();
  });

  it('leaves the balance check to the server while the balance is unknown', () => {
    expect(check('100', null)).toBeNull();
  });

  it('charges contract_fee_rate * openAmount, cut (not rounded) to 8 decimals', () => {
    expect(feeFor('12.3456789', '0.001')).toBe('0.01234567');
    expect(feeFor('100', '0')).toBe('0');
  });

  it('passes exactly the orders that meet every rule (property)', () => {
    fc.assert(
      fc.property(amount, amount, (typed, available) => {
        const problem = check(typed, available);
        const valid = readOpenAmount(typed);
        if (valid === null) return problem === OrderProblem.enterAmount;
        if (lt(valid, '10')) return problem === OrderProblem.belowMinimum;
        const affordable = gte(available, add(valid, feeFor(valid, '0.001')));
        return affordable ? problem === null : problem === OrderProblem.insufficient;
      }),
      { numRuns: 500 },
    );
  });
});
