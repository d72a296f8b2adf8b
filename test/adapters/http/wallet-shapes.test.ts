import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readDepositAddress,
  readDepositRecord,
  readWithdrawal,
  readWithdrawConfig,
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
    expect(readDepositAddress({ address: 'T1', memo: '', minDeposit: 1 }, 'USDT', 'TRC20')).toEqual({
      coin: 'USDT',
      network: 'TRC20',
      address: 'T1',
      memo: null,
      minDeposit: '1',
      confirmations: 12,
    });
    expect(
      readDepositRecord({ id: 1, coin: 'USDC', network: 'TON', amount: '2', status: 1, createdAt: 3 }),
    ).toMatchObject({ id: '1', txHash: null, confirmations: null, required: 12 });
    expect(readWithdrawal(withdrawalRow)).toMatchObject({ id: '7', fee: '1', status: 0, remark: null });
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
});
