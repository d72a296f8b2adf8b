import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_COINS } from '../../../src/domain/wallet/coins';
import { type AddressDraft } from '../../../src/domain/withdraw/address-book';
import { AddressProblem, addressProblem, matchesNetwork } from '../../../src/domain/withdraw/address-rules';
import { WITHDRAW_NETWORKS } from '../../../src/domain/wallet/networks';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdefABCDEF';
const chars = (alphabet: string, length: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length })
    .map((list) => list.join(''));
const tron = chars(BASE58, 33).map((rest) => `T${rest}`);
const evm = chars(HEX, 40).map((rest) => `0x${rest}`);
const draft = (over: Partial<AddressDraft>): AddressDraft => ({
  label: 'Main',
  coin: 'USDT',
  network: 'TRC20',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  ...over,
});

describe('withdrawal address rules', () => {
  it('accepts every well-formed TRON address on TRC20 and refuses it on the EVM networks', () => {
    fc.assert(
      fc.property(tron, (address) => {
        expect(matchesNetwork('TRC20', address)).toBe(true);
        expect(matchesNetwork('ERC20', address)).toBe(false);
        expect(matchesNetwork('BEP20', address)).toBe(false);
      }),
    );
  });

  it('accepts every 0x + 40 hex address on ERC20 and BEP20, never on TRC20', () => {
    fc.assert(
      fc.property(evm, (address) => {
        expect(matchesNetwork('ERC20', address)).toBe(true);
        expect(matchesNetwork('BEP20', address)).toBe(true);
        expect(matchesNetwork('TRC20', address)).toBe(false);
      }),
    );
  });

  it('refuses an address one character short, one too long, or with a character outside its alphabet', () => {
    fc.assert(
      fc.property(tron, evm, fc.constantFrom('0', 'O', 'I', 'l', ' ', '!'), (t, e, bad) => {
        expect(matchesNetwork('TRC20', t.slice(0, -1))).toBe(false);
        expect(matchesNetwork('TRC20', `${t}1`)).toBe(false);
        expect(matchesNetwork('TRC20', `${t.slice(0, -1)}${bad}`)).toBe(false);
        expect(matchesNetwork('ERC20', e.slice(0, -1))).toBe(false);
        expect(matchesNetwork('ERC20', `${e}a`)).toBe(false);
        expect(matchesNetwork('ERC20', `${e.slice(0, -1)}g`)).toBe(false);
      }),
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
