import { assign, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import type { CustomerLinks } from '../../domain/user/user';
import { failureOf, type Failure } from '../shared/failure-message';

/** What the chat modal shows: the chat page (customer_service_url) and the contact links. */
export interface CustomerServiceInfo {
  chatUrl: string;
  links: CustomerLinks;
}

export interface CustomerServiceContext {
  info: CustomerServiceInfo | null;
  /** Why the last fetch failed (the server msg first, SPEC section 8), null when none. */
  failure: Failure | null;
}

export type CustomerServiceEvent = { type: 'open' } | { type: 'close' } | { type: 'failure.shown' };

/**
 * The customer-service modal (SPEC section 2, signed in): closed -> loading (the chat URL
 * and the links) -> open; a failed fetch goes back to closed with the server message
 * (SPEC section 8). Every opening fetches again, so a changed parameter shows at once.
 */
export const customerServiceMachine = once(() =>
  setup({
    types: {} as { context: CustomerServiceContext; events: CustomerServiceEvent },
    actors: {
      fetchInfo: fromPromise<CustomerServiceInfo>(() => {
        throw new Error('fetchInfo not provided');
      }),
    },
  }).createMachine({
    id: 'customerService',
    context: { info: null, failure: null },
    initial: 'closed',
    on: { 'failure.shown': { actions: assign({ failure: null }) } },
    states: {
      closed: {
        on: { open: { target: 'loading', actions: assign({ failure: null }) } },
      },
      loading: {
        on: { close: 'closed' },
        invoke: {
          src: 'fetchInfo',
          onDone: { target: 'open', actions: assign({ info: ({ event }) => event.output }) },
          onError: {
            target: 'closed',
            actions: assign({ failure: ({ event }) => failureOf(event.error) }),
          },
        },
      },
      open: {
        on: { close: 'closed' },
      },
    },
  }),
);

export type CustomerServiceMachine = ReturnType<typeof customerServiceMachine>;
