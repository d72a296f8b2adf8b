import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evmAddressOf,
  isEvmAddress,
  isTonAddress,
  isTronAddress,
  matchesNetwork,
  tonAddressOf,
  tronAddressOf,
} from '../../../src/domain/wallet/address-format';
import { NETWORKS } from '../../../src/domain/wallet/networks';

/** The USDT contract on TRON. */
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** EIP-55's own test vectors: mixed case that is the checksum. */
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
/** A TON wallet's friendly (bounceable) address and its raw form. */
const TON_FRIENDLY = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
const TON_RAW = '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8';

const account = (bytes: number) => fc.uint8Array({ minLength: bytes, maxLength: bytes });
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdefABCDEF';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The address with the character at `at` (within `from`..end) replaced by another of `alphabet`. */
const oneChanged = (address: fc.Arbitrary<string>, alphabet: string, from: number) =>
  fc
    .tuple(address, fc.nat(), fc.constantFrom(...alphabet))
    .filter(([text, at, char]) => text[from + (at % (text.length - from))] !== char)
    .map(([text, at, char]) => {
      const i = from + (at % (text.length - from));
      return { original: text, changed: `${text.slice(0, i)}${char}${text.slice(i + 1)}` };
    });

describe('addresses checked as wallets check them', () => {
  it('takes real addresses of each network', () => {
    expect(isTronAddress(USDT_TRON)).toBe(true);
    EIP55.forEach((address) => expect(isEvmAddress(address)).toBe(true));
    expect(isTonAddress(TON_FRIENDLY)).toBe(true);
    expect(isTonAddress(TON_RAW)).toBe(true);
    expect(isTonAddress(TON_FRIENDLY.replace(/^EQ/, 'UQ'))).toBe(false);
  });

  it('takes EVM hex in one case as typed: no checksum to check', () => {
    EIP55.forEach((address) => {
      expect(isEvmAddress(address.toLowerCase())).toBe(true);
      expect(isEvmAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
    });
  });

  it('refuses a TRON address of the right shape whose checksum fails (the old shape check took it)', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TJRaXXXXXXXXXXXXXXXXXXXXXXXXXXRTv8')).toBe(false);
  });

  it('refuses mixed-case EVM hex that is not the checksum', () => {
    EIP55.forEach((address) => {
      const flipped = address.replace(/[a-f]/, (char) => char.toUpperCase());
      expect(isEvmAddress(flipped)).toBe(false);
    });
  });

  it('refuses a TON address whose CRC fails, a test-only flag, a raw form of the wrong length', () => {
    expect(isTonAddress(`${TON_FRIENDLY.slice(0, -1)}M`)).toBe(false);
    expect(isTonAddress(`kQ${TON_FRIENDLY.slice(2)}`)).toBe(false);
    expect(isTonAddress(TON_RAW.slice(0, -1))).toBe(false);
    expect(isTonAddress(`7:${TON_RAW.slice(2)}`)).toBe(false);
  });

  it('makes addresses its own checks take, on their network alone', () => {
    fc.assert(
      fc.property(account(20), account(32), (twenty, thirtyTwo) => {
        const tron = tronAddressOf(twenty);
        const evm = evmAddressOf(twenty);
        const ton = tonAddressOf(thirtyTwo);
        expect(NETWORKS.filter((network) => matchesNetwork(network, tron))).toEqual(['TRC20']);
        expect(NETWORKS.filter((network) => matchesNetwork(network, evm))).toEqual(['ERC20', 'BEP20']);
        expect(NETWORKS.filter((network) => matchesNetwork(network, ton))).toEqual(['TON']);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a valid address with one character changed', () => {
    const tron = account(20).map(tronAddressOf);
    const ton = account(32).map(tonAddressOf);
    fc.assert(
      fc.property(oneChanged(tron, BASE58, 1), ({ changed }) => {
        expect(isTronAddress(changed)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(oneChanged(ton, BASE64URL, 0), ({ changed }) => {
        expect(isTonAddress(changed)).toBe(false);
      }),
    );
  });

  it('takes a checksummed EVM address with one digit changed only when it is its own checksum', () => {
    // EIP-55 catches a changed digit unless the new address's checksum happens to give the same
    // case pattern (one chance in 2^letters): the check is exact, not "always refuses".
    const evm = account(20).map(evmAddressOf);
    const bytesOf = (address: string) =>
      Uint8Array.from(address.slice(2).match(/../g) ?? [], (h) => parseInt(h, 16));
    fc.assert(
      fc.property(oneChanged(evm, HEX, 2), ({ changed }) => {
        const digits = changed.slice(2);
        const oneCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
        expect(isEvmAddress(changed)).toBe(oneCase || changed === evmAddressOf(bytesOf(changed)));
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NETWORKS), fc.string(), (network, text) => {
        expect(typeof matchesNetwork(network, text)).toBe('boolean');
      }),
    );
  });
});
