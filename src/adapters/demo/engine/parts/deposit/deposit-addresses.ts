import { evmAddressOf, tonAddressOf, tronAddressOf } from '../../../../../domain/wallet/address-format';
import type { PayCoin } from '../../../../../domain/wallet/coins';
import { needsMemo, type Network } from '../../../../../domain/wallet/networks';
import type { EngineState } from '../../engine-state';
import type { UserRecord } from '../../user-records';
import { hashAt, hashString } from '../../market/hash';
import type { StoredDepositAddress } from '../wallet-state';

const HEX = '0123456789abcdef';

/** `length` characters of `alphabet` drawn from a seeded stream: the same key, the same text. */
function draw(key: number, alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[(hashAt(key, i) >>> 0) % alphabet.length];
  return text;
}

/** `length` bytes drawn from a seeded stream: an account's key hash, the same for the same key. */
function drawBytes(key: number, length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => hashAt(key, i) & 0xff);
}

/**
 * A valid address of the network (TRON base58check, EVM with its EIP-55 checksum), seeded by
 * the user and network so it is the same on every visit; not a real key pair, as nothing is
 * real. TON deposits all go to the exchange's one address and carry the user's memo instead.
 */
function addressFor(seed: string, userId: string, network: Network): string {
  const key = hashString(`deposit:${seed}:${userId}:${network}`);
  if (network === 'TRC20') return tronAddressOf(drawBytes(key, 20));
  if (network === 'TON') return tonAddressOf(drawBytes(hashString(`deposit:${seed}:house`), 32));
  return evmAddressOf(drawBytes(key, 20));
}

/** The memo tells users apart on a shared address: nine digits, unique per user id. */
function memoFor(user: UserRecord): string {
  return String(700_000_000 + (Number(user.id) % 100_000_000));
}

/** The user's address for the coin and network, made once and kept. */
export function depositAddressOf(
  state: EngineState,
  user: UserRecord,
  coin: PayCoin,
  network: Network,
): StoredDepositAddress {
  const found = state.depositAddresses.find(
    (entry) => entry.userId === user.id && entry.coin === coin && entry.network === network,
  );
  if (found) return found;
  const created: StoredDepositAddress = {
    userId: user.id,
    coin,
    network,
    address: addressFor(state.seed, user.id, network),
    memo: needsMemo(network) ? memoFor(user) : null,
  };
  state.depositAddresses.push(created);
  return created;
}

/** A transaction hash of 64 hex digits, unique by the deposit's id. */
export function txHashFor(seed: string, id: string): string {
  return `0x${draw(hashString(`tx:${seed}:${id}`), HEX, 64)}`;
}
