import { describe, expect, it } from 'vitest';
import { addressKey, sameAddress } from '../../../src/domain/withdraw/address-key';
import type { SavedAddress } from '../../../src/domain/withdraw/address-book';
import type { WithdrawForm } from '../../../src/domain/withdraw/withdrawal';
import { WithdrawProblem, addressProblemOf } from '../../../src/domain/withdraw/withdraw-rules';

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TRON = 'TJBSsRRmL6DahKRpTGEjCpU3BN1mrg6Pkb';

describe('the address the cool-down compares', () => {
  it('lower-cases EVM addresses, where case is only the checksum', () => {
    expect(addressKey('ERC20', ` ${EVM} `)).toBe(EVM.toLowerCase());
    expect(
      sameAddress({ network: 'BEP20', address: EVM.toUpperCase() }, { network: 'BEP20', address: EVM }),
    ).toBe(true);
  });

  it('keeps TRON and TON addresses as typed, trimmed, and never matches across networks', () => {
    expect(addressKey('TRC20', ` ${TRON}\n`)).toBe(TRON);
    expect(
      sameAddress({ network: 'TRC20', address: TRON.toLowerCase() }, { network: 'TRC20', address: TRON }),
    ).toBe(false);
    expect(sameAddress({ network: 'ERC20', address: EVM }, { network: 'BEP20', address: EVM })).toBe(false);
  });

  it('holds a typed address that matches a saved one still in its cool-down', () => {
    const saved: SavedAddress[] = [
      { id: '1', label: 'E', coin: 'USDT', network: 'ERC20', address: EVM, createdAt: 0, usableAt: 600_000 },
    ];
    const form: WithdrawForm = {
      coin: 'USDT',
      network: 'ERC20',
      address: EVM.toLowerCase(),
      addressId: null,
      amount: '',
      authenticatorCode: '',
      fundPassword: '',
      code: '',
    };
    const context = { config: [], available: null, saved, now: 1_000 };
    expect(addressProblemOf(form, context)).toBe(WithdrawProblem.locked);
    expect(addressProblemOf(form, { ...context, now: 600_000 })).toBeNull();
  });
});
