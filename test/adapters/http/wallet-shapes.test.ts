import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readDepositAddress,
  readDepositRecord,
  readWithdrawal,
  readWithdrawConfig,
  readWithdrawGuard,
} from '../../../src/adapters/http/wallet-shapes';
import { isGatewayError } from '../../../src/domain/shared/gateway-error';

/** A reader either reads or throws GatewayError 'malformed': never anything else. */
function readsOrRefuses(read: (value: unknown) => unknown) {
  fc.assert(
    fc.property(fc.anything(), (value) => {
      try {
        read(value);
      } catch (error) {
        expect(isGatewayError(error) && error.kind === 'malformed').toBe(true);
      }
    }),
  );
}

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TON = 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI';

const withdrawalRow = {
  id: 7,
  coin: 'USDT',
  network: 'TRC20',
  address: 'T1',
  amount: '100',
  fee: 1,
  status: '0',
  createdAt: 5,
};

describe('deposit and withdraw readers', () => {
  it('never throw anything but a malformed failure, whatever arrives', () => {
    readsOrRefuses((value) => readDepositAddress(value, 'USDT', 'TRC20'));
    readsOrRefuses(readDepositRecord);
    readsOrRefuses(readWithdrawConfig);
    readsOrRefuses(readWithdrawal);
  });

  it('read the minimal shapes a SPEC-exact server sends, with defaults for the rest', () => {
    expect(readDepositAddress({ address: TRON, memo: '', minDeposit: 1 }, 'USDT', 'TRC20')).toEqual({
      coin: 'USDT',
      network: 'TRC20',
      address: TRON,
      memo: null,
      minDeposit: '1',
      confirmations: 12,
    });
    expect(
      readDepositRecord({ id: 1, coin: 'USDC', network: 'TON', amount: '2', status: 1, createdAt: 3 }),
    ).toMatchObject({ id: '1', txHash: null, confirmations: null, required: 12 });
    expect(readWithdrawal(withdrawalRow)).toMatchObject({ id: '7', fee: '1', status: 0, remark: null });
  });

  it('refuse a deposit address that is not one of its network, or a TON one without its memo', () => {
    const answer = (address: string, memo = '') => ({ address, memo, minDeposit: '1' });
    for (const [row, network] of [
      [answer('T1'), 'TRC20'],
      [answer(TRON.replace(/.$/, 'x')), 'TRC20'],
      [answer(TRON), 'ERC20'],
      [answer('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'), 'BEP20'],
      [answer(TON), 'TON'],
      [answer(TON.replace(/^UQ/, 'EQ'), '700000001'), 'TON'],
    ] as const) {
      expect(() => readDepositAddress(row, 'USDT', network)).toThrow(
        expect.objectContaining({ kind: 'malformed' }),
      );
    }
    expect(readDepositAddress(answer(TON, '700000001'), 'USDT', 'TON')).toMatchObject({
      address: TON,
      memo: '700000001',
    });
    expect(readDepositAddress(answer(EVM), 'USDT', 'BEP20').address).toBe(EVM);
  });

  it('refuse a status, coin or network they do not know', () => {
    for (const row of [
      { ...withdrawalRow, status: 9 },
      { ...withdrawalRow, coin: 'BTC' },
      { ...withdrawalRow, network: 'TON' },
    ]) {
      expect(() => readWithdrawal(row)).toThrow();
    }
  });
  it('read the guard: a hold keeps its cause, an unknown cause reads as none, nothing sent holds nothing', () => {
    expect(readWithdrawGuard({ heldUntil: 9, heldBecause: 'whitelistOff', whitelistOnly: 0 })).toEqual({
      lockedUntil: null,
      heldUntil: 9,
      heldBecause: 'whitelistOff',
      whitelistOnly: false,
    });
    expect(readWithdrawGuard({ heldUntil: 9, heldBecause: 'audit' }).heldBecause).toBeNull();
    expect(readWithdrawGuard(null)).toEqual({
      lockedUntil: null,
      heldUntil: null,
      heldBecause: null,
      whitelistOnly: false,
    });
  });
});
