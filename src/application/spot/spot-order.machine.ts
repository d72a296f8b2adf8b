import { assign, emit, fromPromise, setup } from 'xstate';
import type { SpotOrder, SpotOrderRequest } from '../../domain/spot/spot';
import { failureOf, NOT_APPLIED, OUTCOME_UNKNOWN } from '../shared/failure-message';
import { answerLost } from '../shared/outcome-unknown';
import { needsConfirmation, refusalOf, requestOf } from './spot-order-request';
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
 * idle -> validating -> (confirming) -> submitting -> succeeded | failed. `submitting` and
 * `checking` have no submit handler: one press, one order. When the answer is lost (the one
 * rule of `outcome-unknown.ts`, shared with the contract order and the transfers) the
 * machine asks the exchange whether the order arrived before it lets the trader try again.
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
  },
  guards: {
    refused: ({ context }) => refusalOf(context) !== null,
    farThroughMarket: ({ context }) => needsConfirmation(context),
    unknownOutcome: answerLost,
  },
}).createMachine({
  id: 'spotOrder',
  context: ({ input }) => ({
    baseCoin: input.baseCoin,
    quoteCoin: input.quoteCoin,
    side: 'buy',
    type: 'limit',
    price: '',
    amount: '',
    availableQuote: null,
    availableBase: null,
    bestAsk: null,
    bestBid: null,
    sentAt: 0,
    sending: null,
    now: input.now ?? (() => 0),
    ...edit,
  }),
  initial: 'idle',
  on: {
    'side.choose': { actions: assign({ side: ({ event }) => event.side, ...edit }) },
    'type.choose': { actions: assign({ type: ({ event }) => event.orderType, ...edit }) },
    'price.change': { actions: assign({ price: ({ event }) => event.value, ...edit }) },
    'amount.change': { actions: assign({ amount: ({ event }) => event.value, ...edit }) },
    'pair.change': {
      actions: assign({
        baseCoin: ({ event }) => event.baseCoin,
        quoteCoin: ({ event }) => event.quoteCoin,
        price: '',
        amount: '',
        ...edit,
      }),
    },
    'balances.update': {
      actions: assign({
        availableQuote: ({ event }) => event.quote,
        availableBase: ({ event }) => event.base,
      }),
    },
    'book.update': {
      actions: assign({ bestAsk: ({ event }) => event.bestAsk, bestBid: ({ event }) => event.bestBid }),
    },
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
          actions: ['clear', emit(({ event }) => ({ type: 'order.created', order: event.output }))],
        },
        onError: [
          { guard: 'unknownOutcome', target: 'checking', actions: emit({ type: 'order.unknown' }) },
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
            guard: ({ event }) => event.output !== null,
            target: 'succeeded',
            actions: [
              'clear',
              emit(({ event }) => ({ type: 'order.created', order: event.output as SpotOrder })),
            ],
          },
          {
            target: 'failed',
            actions: [assign({ failure: NOT_APPLIED }), emit({ type: 'order.failed', failure: NOT_APPLIED })],
          },
        ],
        // The check failed too: the outcome is still unknown, and the trader is told so.
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: OUTCOME_UNKNOWN }),
            emit({ type: 'order.failed', failure: OUTCOME_UNKNOWN }),
          ],
        },
      },
    },
    succeeded: { on: { submit: 'validating' } },
    failed: { on: { submit: 'validating' } },
  },
});

export type SpotOrderMachine = typeof spotOrderMachine;
