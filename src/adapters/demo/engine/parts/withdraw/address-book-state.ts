import type { RemovedAddress, StoredAddress } from './address-record';
import type { WithdrawGuardRecord } from './withdraw-guard-record';

/** The withdrawal address book. */
export interface AddressBookState {
  addresses: StoredAddress[];
  /** Deleted in the last 24 h: a typed match still waits out its cool-down. */
  removedAddresses: RemovedAddress[];
  /** Per user: wrong fund passwords, the lock they set, the whitelist-only setting. */
  withdrawGuards: WithdrawGuardRecord[];
}
