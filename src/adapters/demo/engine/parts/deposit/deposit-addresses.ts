import type { PayCoin } from '../../../../../domain/wallet/coins';
import { needsMemo, type Network } from '../../../../../domain/wallet/networks';
import type { EngineState, UserRecord } from '../../engine-state';
import { hashAt, hashString } from '../../market/hash';
import type { StoredDepositAddress } from '../wallet-state';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` characters of `alphabet` drawn from a seeded stream: the same key, the same text. */
function draw(key: number, alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[(hashAt(key, i) >>> 0) % alphabet.length];
  return text;
}

/**
 * An address of the network's shape (TRON base58 'T' + 33, EVM '0x' + 40 hex), seeded by the
 * user and network so it is the same on every visit; not a real key pair, as nothing is real.
 * TON deposits all go to the exchange's one address and carry the user's memo instead.
 */
function addressFor(seed: string, userId: string, network: Network): string {
  const key = hashString(`deposit:${seed}:${userId}:${network}`);
  if (network === 'TRC20') return `T${draw(key, BASE58, 33)}`;
  if (network === 'TON') return `UQ${draw(hashString(`deposit:${seed}:house`), BASE64URL, 46)}`;
  return `0x${draw(key, HEX, 40)}`;
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
