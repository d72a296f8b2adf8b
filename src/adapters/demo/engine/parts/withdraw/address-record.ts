import type { SavedAddress } from '../../../../../domain/withdraw/address-book';

/** The engine's copy of a saved withdrawal address knows its owner. */
export interface StoredAddress extends SavedAddress {
  userId: string;
}

/** A deleted address, kept a day so its cool-down still holds when it is typed again. */
export interface RemovedAddress extends StoredAddress {
  removedAt: number;
}

/** How long a deleted address's cool-down is remembered. */
export const REMOVED_KEPT_MS = 24 * 60 * 60 * 1000;
