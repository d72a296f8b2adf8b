import { emit, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { SavedAddress } from '../../domain/withdraw/address-book';
import { forward, forwardLogic } from '../shared/forward';
import type { QueryMachine } from '../shared/query.machine';
import type { AddressSaveFormMachine } from './address-book-form';
import type { ByIdFormMachine } from './by-id-form';

export type AddressListMachine = QueryMachine<SavedAddress[]>;

export interface AddressBookScreenDeps {
  /** The saved addresses, newest first. */
  list: AddressListMachine;
  save: AddressSaveFormMachine;
  remove: ByIdFormMachine;
}

export interface AddressBookScreenContext {
  list: ActorRefFrom<AddressListMachine>;
  save: ActorRefFrom<AddressSaveFormMachine>;
  remove: ActorRefFrom<ByIdFormMachine>;
}

export type AddressBookScreenEmitted = { type: 'address.saved' } | { type: 'address.removed' };

export type AddressBookScreenEvent = AddressBookScreenEmitted | { type: 'list.reload' };

/**
 * The address book screen: owns the list, the save form (new or edited address) and the
 * removal, and is the glue between them: a save or a removal that succeeds reloads the list
 * (a changed address starts its cool-down again) and is emitted for the toast.
 */
export function createAddressBookScreenMachine(deps: AddressBookScreenDeps) {
  return setup({
    types: {} as {
      context: AddressBookScreenContext;
      events: AddressBookScreenEvent;
      emitted: AddressBookScreenEmitted;
    },
    actors: { list: deps.list, save: deps.save, remove: deps.remove, forward: forwardLogic },
    actions: { reloadList: sendTo(({ context }) => context.list, { type: 'reload' }) },
  }).createMachine({
    id: 'addressBookScreen',
    context: ({ spawn }) => ({
      list: spawn('list', { id: 'list' }),
      save: spawn('save', { id: 'save', input: { terms: null } }),
      remove: spawn('remove', { id: 'remove', input: { terms: null } }),
    }),
    invoke: [
      forward(({ save }: AddressBookScreenContext) => save, { succeeded: 'address.saved' }),
      forward(({ remove }: AddressBookScreenContext) => remove, { succeeded: 'address.removed' }),
    ],
    on: {
      'list.reload': { actions: 'reloadList' },
      'address.saved': { actions: ['reloadList', emit({ type: 'address.saved' as const })] },
      'address.removed': { actions: ['reloadList', emit({ type: 'address.removed' as const })] },
    },
  });
}

export type AddressBookScreenMachine = ReturnType<typeof createAddressBookScreenMachine>;
