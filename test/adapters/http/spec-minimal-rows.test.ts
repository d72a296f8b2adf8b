import { describe, expect, it } from 'vitest';
import { readAssets, readBalance, readDuration } from '../../../src/adapters/http/contract-shapes';
import { readValueName } from '../../../src/adapters/http/parameter.adapter';

/**
 * The other readers of SPEC-listed shapes, each fed the SPEC-minimal row and one with more
 * fields than the SPEC lists: the extras are ignored, only a missing listed field fails.
 */
const EXTRA = { id: 9, updatedAt: 1_700_000_000_000, somethingNew: { nested: true } };

describe('SPEC-minimal and fuller rows', () => {
  it('reads a duration item (second, incomeRate, openAmountMin)', () => {
    const minimal = { second: 30, incomeRate: '0.8', openAmountMin: '10' };
    expect(readDuration(minimal)).toEqual(minimal);
    expect(readDuration({ ...minimal, ...EXTRA, label: '30 s' })).toEqual(minimal);
    expect(() => readDuration({ second: 30, incomeRate: '0.8' })).toThrow();
  });

  it('reads a contract asset (currencyName, availableCurrency, frozenCurrency)', () => {
    const minimal = { currencyName: 'USDT', availableCurrency: '12.5', frozenCurrency: '2' };
    expect(readBalance(minimal)).toEqual(minimal);
    expect(readBalance({ ...minimal, ...EXTRA, price: '1', total: '14.5' })).toEqual(minimal);
    expect(() => readBalance({ currencyName: 'USDT' })).toThrow();
  });

  it('reads the account rate from the msg only, whatever else the rows carry', () => {
    const rows = [{ currencyName: 'USDC', availableCurrency: '1', frozenCurrency: '0', ...EXTRA }];
    expect(readAssets(rows, 'success 56.25%').rate).toBe('56.25%');
    expect(readAssets(rows, 'success').rate).toBeNull();
  });

  it('reads a parameter (valueName), alone or among other fields', () => {
    expect(readValueName({ valueName: '0.001' })).toBe('0.001');
    expect(readValueName({ valueName: '0.001', paramName: 'contract_fee_rate', ...EXTRA })).toBe('0.001');
    expect(() => readValueName({ paramName: 'contract_fee_rate' })).toThrow();
  });
});
