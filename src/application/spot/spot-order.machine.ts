import { assign, emit, fromPromise, setup } from 'xstate';
import type { SpotOrder, SpotOrderRequest } from '../../domain/spot/spot';
import { failureOf } from '../shared/failure-message';
import { answerLost } from '../shared/outcome-unknown';
import { initialContext, needsConfirmation, refusalOf, requestOf } from './spot-order-request';
import type {
  PlacedCheck,
  SpotOrderContext,
  SpotOrderEmitted,
  SpotOrderEvent,
  SpotOrderInput,
} from './spot-order.types';

export type * from './spot-order.types';

const edit = { refusal: null, failure: null } as const;

/**
 * idle -> validating -> (confirming) -> submitting -> succeeded | failed | unknown.
 * `submitting` and `checking` have no submit handler: one press, one order. When the answer
 * is lost (the one rule of `outcome-unknown.ts`, shared with the contract order and the
 * transfers) the machine looks for the order in the exchange's lists; found, it is placed; not
 * found (or still no answer), the outcome stays unknown: the screen says so and reloads, and
 * only the trader's own next press sends again.
 */
export const spotOrderMachine = setup({
  types: {} as {
    context: SpotOrderContext;
    events: SpotOrderEvent;
    input: SpotOrderInput;
    emitted: SpotOrderEmitted;
  },
  actors: {
    placeOrder: fromPromise<SpotOrder, SpotOrderRequest>(() => {
      throw new Error('placeOrder not provided');
    }),
    findPlaced: fromPromise<SpotOrder | null, PlacedCheck>(() => {
      throw new Error('findPlaced not provided');
    }),
  },
  actions: {
    clear: assign({ amount: '', ...edit }),
    created: emit((_, order: SpotOrder) => ({ type: 'order.created' as const, order })),
  },
  guards: {
    refused: ({ context }) => refusalOf(context) !== null,
    farThroughMarket: ({ context }) => needsConfirmation(context),
    unknownOutcome: answerLost,
    found: ({ event }) => 'output' in event && event.output !== null,
  },
}).createMachine({
  id: 'spotOrder',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'side.choose': { actions: assign({ side: ({ event }) => event.side, ...edit }) },
    'type.choose': { actions: assign({ type: ({ event }) => event.orderType, ...edit }) },
    'price.change': { actions: assign({ price: ({ event }) => event.value, ...edit }) },
    'amount.change': { actions: assign({ amount: ({ event }) => event.value, ...edit }) },
    'balances.update': {
      actions: assign({
        availableQuote: ({ event }) => event.quote,
        availableBase: ({ event }) => event.base,
      }),
    },
    'book.update': { actions: assign({ book: ({ event }) => event.book }) },
    'feed.update': { actions: assign({ feedStale: ({ event }) => event.stale }) },
  },
  states: {
    idle: { on: { submit: 'validating' } },
    validating: {
      always: [
        {
          guard: 'refused',
          target: 'idle',
          actions: assign({ refusal: ({ context }) => refusalOf(context) }),
        },
        { guard: 'farThroughMarket', target: 'confirming' },
        { target: 'submitting' },
      ],
    },
    confirming: { on: { confirm: 'submitting', dismiss: 'idle' } },
    submitting: {
      entry: assign({
        ...edit,
        sending: ({ context }) => requestOf(context),
        sentAt: ({ context }) => context.now(),
      }),
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => context.sending ?? requestOf(context),
        onDone: {
          target: 'succeeded',
          actions: ['clear', { type: 'created', params: ({ event }) => event.output }],
        },
        onError: [
          { guard: 'unknownOutcome', target: 'checking' },
          {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => failureOf(event.error) }),
              emit(({ event }) => ({ type: 'order.failed', failure: failureOf(event.error) })),
            ],
          },
        ],
      },
      // A submit here is deliberately unhandled: one press, one order.
    },
    checking: {
      invoke: {
        src: 'findPlaced',
        input: ({ context }) => ({ request: context.sending ?? requestOf(context), since: context.sentAt }),
        onDone: [
          {
            guard: 'found',
            target: 'succeeded',
            actions: ['clear', { type: 'created', params: ({ event }) => event.output as SpotOrder }],
          },
          { target: 'unknown' },
        ],
        onError: { target: 'unknown' },
      },
    },
    // Nothing is known: the trader is told, the lists reload, and a new press is the trader's own.
    unknown: { entry: emit({ type: 'order.unknown' }), on: { submit: 'validating' } },
    succeeded: { on: { submit: 'validating' } },
    failed: { on: { submit: 'validating' } },
  },
});

export type SpotOrderMachine = typeof spotOrderMachine;
