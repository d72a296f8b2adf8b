import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_COINS } from '../../../src/domain/wallet/coins';
import { type AddressDraft } from '../../../src/domain/withdraw/address-book';
import { evmAddressOf, matchesNetwork, tronAddressOf } from '../../../src/domain/wallet/address-format';
import { AddressProblem, addressProblem } from '../../../src/domain/withdraw/address-rules';
import { WITHDRAW_NETWORKS } from '../../../src/domain/wallet/networks';

const account = fc.uint8Array({ minLength: 20, maxLength: 20 });
const tron = account.map(tronAddressOf);
const evm = account.map(evmAddressOf);
const draft = (over: Partial<AddressDraft>): AddressDraft => ({
  label: 'Main',
  coin: 'USDT',
  network: 'TRC20',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  ...over,
});

describe('withdrawal address rules', () => {
  it('saves a valid address on its network and refuses it on another', () => {
    fc.assert(
      fc.property(tron, evm, (t, e) => {
        expect(addressProblem(draft({ network: 'TRC20', address: t }))).toBeNull();
        expect(addressProblem(draft({ network: 'BEP20', address: e }))).toBeNull();
        expect(addressProblem(draft({ network: 'ERC20', address: t }))).toBe(AddressProblem.format);
        expect(addressProblem(draft({ network: 'TRC20', address: e }))).toBe(AddressProblem.format);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a TRON address of the right shape whose checksum fails', () => {
    expect(addressProblem(draft({ address: 'TJRaXXXXXXXXXXXXXXXXXXXXXXXXXXRTv8' }))).toBe(
      AddressProblem.format,
    );
  });

  it('never passes a draft whose address does not match its network, and never throws', () => {
    fc.assert(
      fc.property(
        fc.record({
          label: fc.string(),
          coin: fc.oneof(fc.constantFrom(...PAY_COINS), fc.string()),
          network: fc.oneof(fc.constantFrom(...WITHDRAW_NETWORKS), fc.string()),
          address: fc.oneof(tron, evm, fc.string()),
        }),
        (input) => {
          const problem = addressProblem(input as AddressDraft);
          if (problem === null) {
            expect(matchesNetwork(input.network as AddressDraft['network'], input.address.trim())).toBe(true);
            expect(input.label.trim()).not.toBe('');
          }
        },
      ),
    );
  });

  it('names the first problem in form order', () => {
    expect(addressProblem(draft({ label: '  ' }))).toBe(AddressProblem.enterLabel);
    expect(addressProblem(draft({ label: 'x'.repeat(21) }))).toBe(AddressProblem.labelTooLong);
    expect(addressProblem(draft({ coin: 'BTC' as AddressDraft['coin'] }))).toBe(AddressProblem.coin);
    expect(addressProblem(draft({ network: 'OMNI' as AddressDraft['network'] }))).toBe(
      AddressProblem.network,
    );
    expect(addressProblem(draft({ network: 'ERC20' }))).toBe(AddressProblem.format);
    expect(addressProblem(draft({ address: ' TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 ' }))).toBeNull();
  });
});
