import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base64, base64url, createBase58check, hex, utf8 } from '@scure/base';
import crc16xmodem from 'crc/calculators/crc16xmodem';
import type { Network } from './networks';

/**
 * Whether an address is one of its network's, checked the way the network's wallets check it:
 * the shape alone lets a mistyped character through, the checksum does not. The hashing is the
 * kept libraries' (noble, scure, crc), never written here. The one place the rest asks.
 */

const tronCheck = createBase58check(sha256);
/** A TRON address's payload: the 0x41 prefix and the account's 20 bytes. */
const TRON_PAYLOAD_BYTES = 21;
const TRON_PREFIX = 0x41;

/** TRON: 'T' and base58 whose last four bytes are the double SHA-256 of the payload. */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  try {
    const payload = tronCheck.decode(address);
    return payload.length === TRON_PAYLOAD_BYTES && payload[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/**
 * EVM (EIP-55): '0x' and 40 hex digits. All lower or all upper case carries no checksum and is
 * taken as typed; mixed case is the checksum, so each letter's case must match its Keccak nibble.
 */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return digits === checksummedDigits(digits);
}

/** The EIP-55 spelling of 40 hex digits (without '0x'). */
export function checksummedDigits(digits: string): string {
  const lower = digits.toLowerCase();
  const hash = keccak_256(utf8.decode(lower));
  return [...lower]
    .map((char, i) => {
      const byte = hash[i >> 1] ?? 0;
      const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
      return nibble >= 8 ? char.toUpperCase() : char;
    })
    .join('');
}

/** TON's friendly form: bounceable (0x11) or not (0x51), mainnet only; test-only addresses are refused. */
const TON_FLAGS: readonly number[] = [0x11, 0x51];
/** The basechain (0) and the masterchain (-1, 0xff as a byte). */
const TON_WORKCHAINS: readonly number[] = [0x00, 0xff];
const TON_FRIENDLY_BYTES = 36;

function tonBytes(address: string): Uint8Array | null {
  for (const codec of [base64, base64url]) {
    try {
      return codec.decode(address);
    } catch {
      // Not this alphabet; the other may fit.
    }
  }
  return null;
}

/**
 * TON: the raw form '<workchain>:<64 hex>', or the friendly one, 48 characters of base64 or
 * base64url for 36 bytes: flag, workchain, the 32-byte account and a CRC-16/XMODEM of those 34
 * bytes, big-endian.
 */
export function isTonAddress(address: string): boolean {
  if (/^(0|-1):[0-9a-fA-F]{64}$/.test(address)) return true;
  if (address.length !== 48) return false;
  const bytes = tonBytes(address);
  if (bytes === null || bytes.length !== TON_FRIENDLY_BYTES) return false;
  const [flag = -1, workchain = -1] = bytes;
  if (!TON_FLAGS.includes(flag) || !TON_WORKCHAINS.includes(workchain)) return false;
  const crc = crc16xmodem(bytes.subarray(0, 34));
  return bytes[34] === crc >> 8 && bytes[35] === (crc & 0xff);
}

/** The TRON address of a 20-byte account. */
export function tronAddressOf(account: Uint8Array): string {
  return tronCheck.encode(Uint8Array.of(TRON_PREFIX, ...account));
}

/** The EIP-55 checksummed address of a 20-byte account. */
export function evmAddressOf(account: Uint8Array): string {
  return `0x${checksummedDigits(hex.encode(account))}`;
}

/** The friendly, non-bounceable (what wallets show for receiving), base64url basechain address of a 32-byte account. */
export function tonAddressOf(account: Uint8Array): string {
  const body = Uint8Array.of(0x51, 0x00, ...account);
  const crc = crc16xmodem(body);
  return base64url.encode(Uint8Array.of(...body, crc >> 8, crc & 0xff));
}

const CHECKS: Readonly<Record<Network, (address: string) => boolean>> = {
  TRC20: isTronAddress,
  ERC20: isEvmAddress,
  BEP20: isEvmAddress,
  TON: isTonAddress,
};

/** Whether the address is one of the network's, checksum and all. Never throws. */
export function matchesNetwork(network: Network, address: string): boolean {
  return typeof address === 'string' && CHECKS[network](address);
}
