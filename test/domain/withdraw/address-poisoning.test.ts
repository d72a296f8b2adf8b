import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../src/domain/withdraw/address-book';
import { differencesFrom, knownAddresses, lookalikeOf } from '../../../src/domain/withdraw/address-poisoning';
import { countdownText, cooldownLeftMs, isUsable } from '../../../src/domain/withdraw/address-cooldown';

const saved = (address: string): SavedAddress => ({
  id: address,
  label: 'Saved',
  coin: 'USDT',
  network: 'ERC20',
  address,
  createdAt: 0,
  usableAt: 0,
});
const hex = fc
  .array(fc.constantFrom(...'0123456789abcdef'), { minLength: 40, maxLength: 40 })
  .map((list) => `0x${list.join('')}`);

describe('address-poisoning check', () => {
  it('flags an address with the same first and last 4 characters but a different middle', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const forged = `${a.slice(0, 4)}${b.slice(4, -4)}${a.slice(-4)}`;
        const found = lookalikeOf(forged, [saved(a)]);
        if (forged.toLowerCase() === a.toLowerCase()) expect(found).toBeNull();
        else expect(found?.address).toBe(a);
      }),
    );
  });

  it('does not flag the saved address itself, in any letter case', () => {
    fc.assert(
      fc.property(hex, (a) => {
        expect(lookalikeOf(a.toUpperCase(), [saved(a)])).toBeNull();
      }),
    );
  });

  it('does not flag an address whose ends differ', () => {
    const a = '0x1111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2222';
    expect(lookalikeOf('0x1111bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb2223', [saved(a)])).toBeNull();
    expect(lookalikeOf('0x1111bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb2222', [saved(a)])?.address).toBe(a);
    expect(lookalikeOf('', [saved(a)])).toBeNull();
  });
});

describe('address cool-down', () => {
  it('counts down to usable and shows mm:ss rounded up', () => {
    expect(cooldownLeftMs({ createdAt: 0, usableAt: 10_000 }, 4_000)).toBe(6_000);
    // A clock a second behind the server's never shows more than the lock itself.
    expect(cooldownLeftMs({ createdAt: 5_000, usableAt: 15_000 }, 4_000)).toBe(10_000);
    expect(isUsable({ createdAt: 0, usableAt: 10_000 }, 9_999)).toBe(false);
    expect(isUsable({ createdAt: 0, usableAt: 10_000 }, 10_000)).toBe(true);
    expect(countdownText(600_000)).toBe('10:00');
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5)).toBe('00:00');
  });
});

describe('the addresses a lookalike is compared with', () => {
  const a = '0x1111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2222';
  const past = '0x3333cccccccccccccccccccccccccccccccc4444';

  it('flags a lookalike of an address a past withdrawal went to, saved or not', () => {
    const known = knownAddresses([saved(a)], [past, a.toUpperCase(), past]);
    expect(known).toEqual([
      { address: a, label: 'Saved' },
      { address: past, label: null },
    ]);
    expect(lookalikeOf('0x3333dddddddddddddddddddddddddddddddd4444', known)).toEqual({
      address: past,
      label: null,
    });
  });

  it('marks the characters that differ, in runs, whatever the EVM letter case', () => {
    expect(differencesFrom('ERC20', '0x1111BBaa2222', '0x1111aaaa2222')).toEqual([
      { text: '0x1111', differs: false },
      { text: 'BB', differs: true },
      { text: 'aa2222', differs: false },
    ]);
    expect(differencesFrom('BEP20', '0xABCD', '0xabcd')).toEqual([{ text: '0xABCD', differs: false }]);
    // Base58 letters differ by case: 'a' and 'A' are different characters there.
    expect(differencesFrom('TRC20', 'TJBSLWd2', 'TJBSlWd2')).toEqual([
      { text: 'TJBS', differs: false },
      { text: 'L', differs: true },
      { text: 'Wd2', differs: false },
    ]);
  });
});
