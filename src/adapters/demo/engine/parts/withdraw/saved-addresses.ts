import type { SavedAddress } from '../../../../../domain/withdraw/address-book';
import type { EngineContext } from '../../engine-context';
import type { UserRecord } from '../../user-records';
import type { StoredAddress } from './address-record';

/** A saved address as the exchange answers with it: without its owner. */
export function publicAddressOf({ userId: _owner, ...address }: StoredAddress): SavedAddress {
  return address;
}

/** A user's saved addresses, newest first: what the book lists and the review compares with. */
export function addressesOf(context: EngineContext, user: UserRecord): SavedAddress[] {
  return context.state.addresses
    .filter((entry) => entry.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map(publicAddressOf);
}
