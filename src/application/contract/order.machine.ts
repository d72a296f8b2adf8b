import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { ContractAccount } from '../../domain/contract/contract';
import { failureOf, OUTCOME_UNKNOWN } from '../shared/failure-message';
import { answerLost } from '../shared/outcome-unknown';
import { refusalOf, requestOf } from './order-request';
import type { AccountOrder, OrderContext, OrderEmitted, OrderEvent, OrderInput } from './order.types';

export type * from './order.types';

/**
 * SPEC section 4, "Order creation". idle -> validating -> submitting -> succeeded | failed.
 * `submitting` has no submit handler, so a second press while an order is on its way
 * sends nothing. Success clears the amount; each end is emitted, so the screen reloads the
 * records and toasts the outcome. A lost answer (`outcome-unknown.ts`) goes through
 * `reconciling`: the screen reloads positions and balances (`reconcile`) before the buttons
 * come back, the amount is kept, and nothing is sent again.
 */
export const orderMachine = setup({
  types: {} as { context: OrderContext; events: OrderEvent; input: OrderInput; emitted: OrderEmitted },
  actors: {
    createOrder: fromPromise<undefined, AccountOrder>(() => {
      throw new Error('createOrder not provided');
    }),
    // The screen that owns the positions and balances supplies it (contract-screen.machine).
    reconcile: fromPromise<undefined>(async () => undefined),
  },
  actions: {
    outcomeUnknown: enqueueActions(({ enqueue }) => {
      enqueue.assign({ failure: OUTCOME_UNKNOWN });
      enqueue.emit({ type: 'order.failed', failure: OUTCOME_UNKNOWN });
    }),
    takeDirection: assign({
      tradeType: ({ event, context }) => (event.type === 'submit' ? event.tradeType : context.tradeType),
    }),
  },
  guards: {
    refused: ({ context }) => refusalOf(context) !== null,
    answerLost,
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({
    account: ContractAccount.real,
    // Nothing may be sent before the first config says which account and durations hold.
    pendingAccount: ContractAccount.real,
    openAmount: input.openAmount ?? '',
    durations: [],
    duration: null,
    feeRate: '0',
    available: null,
    baseCoin: input.baseCoin,
    quoteCoin: input.quoteCoin,
    priceHold: null,
    resetAmountOnConfig: input.resetAmountOnConfig ?? false,
    refusal: null,
    tradeType: null,
    failure: null,
  }),
  initial: 'idle',
  on: {
    'config.loaded': {
      actions: assign(({ context, event }) => {
        // The first entry is the default unless the chosen duration still exists.
        const kept = event.durations.find((d) => d.second === context.duration?.second);
        const duration = kept ?? event.durations[0] ?? null;
        const openAmount =
          context.resetAmountOnConfig && duration ? duration.openAmountMin : context.openAmount;
        const { account, durations, feeRate } = event;
        return { account, durations, feeRate, duration, openAmount, pendingAccount: null, refusal: null };
      }),
    },
    'config.pending': { actions: assign({ pendingAccount: ({ event }) => event.account, refusal: null }) },
    'duration.choose': {
      actions: assign(({ context, event }) => ({
        duration: context.durations.find((d) => d.second === event.second) ?? context.duration,
        refusal: null,
      })),
    },
    'amount.change': { actions: assign({ openAmount: ({ event }) => event.value, refusal: null }) },
    'balance.update': { actions: assign({ available: ({ event }) => event.available }) },
    'pair.change': {
      actions: assign({ baseCoin: ({ event }) => event.baseCoin, quoteCoin: ({ event }) => event.quoteCoin }),
    },
    'feed.update': { actions: assign({ priceHold: ({ event }) => event.hold }) },
  },
  states: {
    idle: { on: { submit: { target: 'validating', actions: 'takeDirection' } } },
    validating: {
      always: [
        {
          guard: 'refused',
          target: 'idle',
          actions: assign({ refusal: ({ context }) => refusalOf(context) }),
        },
        { target: 'submitting' },
      ],
    },
    submitting: {
      entry: assign({ failure: null, refusal: null }),
      invoke: {
        src: 'createOrder',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'succeeded',
          actions: [assign({ openAmount: '' }), emit({ type: 'order.created' })],
        },
        onError: [
          { guard: 'answerLost', target: 'reconciling' },
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
    reconciling: {
      invoke: {
        src: 'reconcile',
        onDone: { target: 'failed', actions: 'outcomeUnknown' },
        onError: { target: 'failed', actions: 'outcomeUnknown' },
      },
      // Still no submit handler: the order may be open already.
    },
    succeeded: { on: { submit: { target: 'validating', actions: 'takeDirection' } } },
    failed: { on: { submit: { target: 'validating', actions: 'takeDirection' } } },
  },
});

export type OrderMachine = typeof orderMachine;
