import type { SavedAddress } from '../../../../../domain/withdraw/address-book';

/** The engine's copy of a saved withdrawal address knows its owner. */
export interface StoredAddress extends SavedAddress {
  userId: string;
}
