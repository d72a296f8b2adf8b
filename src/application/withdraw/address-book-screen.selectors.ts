import type { SnapshotFrom } from 'xstate';
import type { AddressBookScreenMachine } from './address-book-screen.machine';

type Screen = SnapshotFrom<AddressBookScreenMachine>;

export const selectAddressListActor = (snapshot: Screen) => snapshot.context.list;
export const selectAddressSaveActor = (snapshot: Screen) => snapshot.context.save;
export const selectAddressRemoveActor = (snapshot: Screen) => snapshot.context.remove;
