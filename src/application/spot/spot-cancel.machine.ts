import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../shared/failure-message';

export interface SpotPair {
  baseCoin: string;
  quoteCoin: string;
}

export type CancelRequest = { kind: 'one'; orderId: string } | { kind: 'all' };

export type SpotCancelEvent = { type: 'cancel'; orderId: string } | { type: 'cancel.all' };
export type SpotCancelEmitted =
  { type: 'cancel.done'; count: number } | { type: 'cancel.failed'; failure: Failure };

interface SpotCancelContext {
  pair: SpotPair;
  cancelling: CancelRequest | null;
}

/**
 * Cancels one working order or all of the pair's: idle -> cancelling -> idle. One at a
 * time: a press while a cancel is on its way sends nothing. Each end is emitted, so the
 * screen reloads its lists and balances and toasts the outcome.
 */
export const spotCancelMachine = setup({
  types: {} as {
    context: SpotCancelContext;
    events: SpotCancelEvent;
    input: SpotPair;
    emitted: SpotCancelEmitted;
  },
  actors: {
    cancel: fromPromise<number, { request: CancelRequest; pair: SpotPair }>(() => {
      throw new Error('cancel not provided');
    }),
  },
}).createMachine({
  id: 'spotCancel',
  context: ({ input }) => ({ pair: input, cancelling: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        cancel: {
          target: 'cancelling',
          actions: assign({ cancelling: ({ event }) => ({ kind: 'one', orderId: event.orderId }) }),
        },
        'cancel.all': { target: 'cancelling', actions: assign({ cancelling: { kind: 'all' } }) },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ request: context.cancelling ?? { kind: 'all' }, pair: context.pair }),
        onDone: {
          target: 'idle',
          actions: emit(({ event }) => ({ type: 'cancel.done', count: event.output })),
        },
        onError: {
          target: 'idle',
          actions: emit(({ event }) => ({ type: 'cancel.failed', failure: failureOf(event.error) })),
        },
      },
      exit: assign({ cancelling: null }),
    },
  },
});

export type SpotCancelMachine = typeof spotCancelMachine;
