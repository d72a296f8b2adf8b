import type { AddressDraft, SavedAddress } from './address-book';

/** Output port: the signed-in user's withdrawal address book. */
export interface AddressBookGateway {
  list(): Promise<SavedAddress[]>;
  add(draft: AddressDraft): Promise<SavedAddress>;
  /** Changing the address itself starts its cool-down again. */
  edit(id: string, draft: AddressDraft): Promise<void>;
  remove(id: string): Promise<void>;
}
