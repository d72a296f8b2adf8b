import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from './failure-message';

export interface QueryContext<T> {
  data: T | null;
  /** Why the last load failed; the data of the load before stays on screen. */
  error: Failure | null;
}

/**
 * One read that a screen shows and reloads (balances, demo amounts): loading -> ready |
 * failed. `reload` starts over and stops the load in flight, so an older answer never
 * replaces a newer one. The fetch is supplied with `provide`.
 */
export function createQueryMachine<T>() {
  return setup({
    types: {} as { context: QueryContext<T>; events: { type: 'reload' } },
    actors: {
      fetch: fromPromise<T>(() => {
        throw new Error('fetch not provided');
      }),
    },
  }).createMachine({
    id: 'query',
    context: { data: null, error: null },
    initial: 'loading',
    on: { reload: { target: '.loading', reenter: true } },
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'fetch',
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => failureOf(event.error) }),
          },
        },
      },
      ready: {},
      failed: {},
    },
  });
}

export type QueryMachine<T> = ReturnType<typeof createQueryMachine<T>>;

/** Supplies the read with its real type. */
export function provideQuery<T>(machine: QueryMachine<T>, fetch: () => Promise<T>): QueryMachine<T> {
  return machine.provide({ actors: { fetch: fromPromise(() => fetch()) } });
}
