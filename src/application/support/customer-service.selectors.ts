import type { SnapshotFrom } from 'xstate';
import type { CustomerServiceMachine } from './customer-service.machine';

type CustomerServiceSnapshot = SnapshotFrom<CustomerServiceMachine>;

export const selectSupportLoading = (snapshot: CustomerServiceSnapshot) => snapshot.matches('loading');
/** The modal shows while loading and once open. */
export const selectSupportVisible = (snapshot: CustomerServiceSnapshot) => !snapshot.matches('closed');
/** The chat URL and links, once loaded and while the modal is open. */
export const selectSupportInfo = (snapshot: CustomerServiceSnapshot) =>
  snapshot.matches('open') ? snapshot.context.info : null;
export const selectSupportFailure = (snapshot: CustomerServiceSnapshot) => snapshot.context.failure;
