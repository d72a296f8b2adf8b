import type { Clock } from '../../domain/shared/clock.port';
import type { AddressDraft, SavedAddress } from '../../domain/withdraw/address-book';
import type { AddressBookGateway } from '../../domain/withdraw/address-book.port';
import { type AddressProblem, addressProblem, cleanDraft } from '../../domain/withdraw/address-rules';
import { createQueryMachine, provideQuery, type QueryMachine } from '../shared/query.machine';
import {
  createSubmissionMachine,
  provideSubmission,
  type SubmissionMachine,
} from '../shared/submission.machine';

/** A save from the address form: a new address (id null) or an edit of a saved one. */
export interface AddressSave {
  id: string | null;
  draft: AddressDraft;
}

export type AddressListMachine = QueryMachine<SavedAddress[]>;
export type AddressSaveMachine = SubmissionMachine<AddressSave, AddressProblem>;
export type AddressRemoveMachine = SubmissionMachine<string>;

export interface AddressBookServices {
  /** The saved addresses, newest first. */
  list: AddressListMachine;
  /** Checked by the domain rule first, sent once however often it is pressed. */
  save: AddressSaveMachine;
  remove: AddressRemoveMachine;
  /** Server time, for the cool-down countdowns. */
  now(): number;
}

export function createAddressBookServices({
  addresses,
  clock,
}: {
  addresses: AddressBookGateway;
  clock: Clock;
}): AddressBookServices {
  const save = createSubmissionMachine<AddressSave, AddressProblem>(({ draft }) => addressProblem(draft));
  return {
    list: provideQuery(createQueryMachine<SavedAddress[]>(), () => addresses.list()),
    save: provideSubmission(save, ({ id, draft }) =>
      id === null ? addresses.add(cleanDraft(draft)) : addresses.edit(id, cleanDraft(draft)),
    ),
    remove: provideSubmission(
      createSubmissionMachine<string>(() => null),
      (id) => addresses.remove(id),
    ),
    now: () => clock.now(),
  };
}
