import type { AccountName, EmailCodeRecord, SessionRecord, UserRecord } from './user-records';
import type { AssetRecord } from '../../../domain/contract/contract';
import type { AddressBookState } from './parts/withdraw/address-book-state';
import type { ContractBookState } from './parts/contract/contract-state';
import type { SpotEngineState } from './parts/spot/spot-state';
import type { ConvertEngineState } from './parts/convert/convert-state';
import type { OnceEngineState } from './parts/once/once-state';
import type { ProductsEngineState } from './parts/products/products-state';
import type { WalletEngineState } from './parts/wallet-state';

/**
 * Everything the engine remembers, as plain JSON: the demo adapter keeps it in browser
 * storage, the reference server in memory. Bump the version when the shape changes;
 * parseEngineState refuses any other version rather than guess.
 */
export const ENGINE_STATE_FORMAT = 'demo-exchange-engine';
export const ENGINE_STATE_VERSION = 1;

export interface StoredRecord extends AssetRecord {
  userId: string;
  account: AccountName;
}

/**
 * What the core keeps: users, their sessions and codes, the records that explain every
 * balance, and the money that entered from outside. Every part's slice sits beside it in
 * the same saved object (EngineState); a part not yet registered keeps its slice as stored.
 */
export interface CoreEngineState {
  format: typeof ENGINE_STATE_FORMAT;
  version: typeof ENGINE_STATE_VERSION;
  seed: string;
  /** Source of ids, tokens and codes: bumped on every use, so they never repeat. */
  counter: number;
  users: UserRecord[];
  sessions: SessionRecord[];
  emailCodes: EmailCodeRecord[];
  records: StoredRecord[];
  /** Money that entered from outside (starting balances, demo funds, deposits), by currency. */
  grants: Record<string, string>;
}

/** The whole exchange, every part's slice registered. */
export interface EngineState
  extends
    CoreEngineState,
    ContractBookState,
    AddressBookState,
    SpotEngineState,
    ConvertEngineState,
    WalletEngineState,
    ProductsEngineState,
    OnceEngineState {}

/** The saved state as a core engine holds it: its own fields read, every other field as stored. */
export type StoredEngineState = CoreEngineState & { readonly [field: string]: unknown };

export const CORE_FIELDS: readonly (keyof CoreEngineState)[] = [
  'format',
  'version',
  'seed',
  'counter',
  'users',
  'sessions',
  'emailCodes',
  'records',
  'grants',
];

/** The core's fields of a saved state, and every other field as it was stored. */
export function splitStored(saved: CoreEngineState): {
  core: CoreEngineState;
  unread: Record<string, unknown>;
} {
  const { format, version, seed, counter, users, sessions, emailCodes, records, grants } = saved;
  const unread = Object.entries(saved).filter(
    ([field]) => !(CORE_FIELDS as readonly string[]).includes(field),
  );
  return {
    core: { format, version, seed, counter, users, sessions, emailCodes, records, grants },
    unread: Object.fromEntries(unread),
  };
}

/** A new exchange: the core's fields, no part's yet. */
export function emptyCoreState(seed: string): CoreEngineState {
  return {
    format: ENGINE_STATE_FORMAT,
    version: ENGINE_STATE_VERSION,
    seed,
    counter: 0,
    users: [],
    sessions: [],
    emailCodes: [],
    records: [],
    grants: {},
  };
}
