import { assign, fromPromise, setup } from 'xstate';
import { ContractAccount } from '../../domain/contract/contract';
import type { DurationConfig, OrderRequest, TradeType } from '../../domain/contract/contract';
import { orderProblem, type OrderProblem } from '../../domain/contract/order-rules';
import { failureMessage } from '../shared/failure-message';

/** Why the buttons refuse before anything is sent: a SPEC rule, or a stale price feed. */
export type OrderRefusal = OrderProblem | 'stale';

/** An order and the account it opens on: the real and the demo account are separate books. */
export interface AccountOrder extends OrderRequest {
  account: ContractAccount;
}

export interface OrderContext {
  /** The account whose config is loaded; orders open there. */
  account: ContractAccount;
  openAmount: string;
  durations: DurationConfig[];
  duration: DurationConfig | null;
  feeRate: string;
  /** Available balance of the pay coin; null while unknown. */
  available: string | null;
  baseCoin: string;
  quoteCoin: string;
  feedStale: boolean;
  /** Desktop: the amount resets to the duration's minimum whenever config loads. */
  resetAmountOnConfig: boolean;
  refusal: OrderRefusal | null;
  /** Direction of the order being validated or sent. */
  tradeType: TradeType | null;
  /** The server's message of the last failed submit ('error' when it gave none). */
  failure: string | null;
}

export type OrderEvent =
  | { type: 'config.loaded'; account: ContractAccount; durations: DurationConfig[]; feeRate: string }
  | { type: 'duration.choose'; second: number }
  | { type: 'amount.change'; value: string }
  | { type: 'balance.update'; available: string | null }
  | { type: 'pair.change'; baseCoin: string; quoteCoin: string }
  | { type: 'feed.update'; stale: boolean }
  | { type: 'submit'; tradeType: TradeType };

export interface OrderInput {
  baseCoin: string;
  quoteCoin: string;
  /** Desktop's default open amount is 1 (SPEC section 9); mobile starts empty. */
  openAmount?: string;
  resetAmountOnConfig?: boolean;
}

/**
 * SPEC section 4, "Order creation". idle -> validating -> submitting -> succeeded | failed.
 * `submitting` has no submit handler, so a second press while an order is on its way
 * sends nothing. Success clears the amount and asks for the records to reload.
 */
export const orderMachine = setup({
  types: {} as { context: OrderContext; events: OrderEvent; input: OrderInput },
  actors: {
    createOrder: fromPromise<undefined, AccountOrder>(() => {
      throw new Error('createOrder not provided');
    }),
  },
  actions: {
    /** Reload the order records and balances; supplied by the screen's wiring. */
    ordersChanged: () => undefined,
    takeDirection: assign({
      tradeType: ({ event, context }) => (event.type === 'submit' ? event.tradeType : context.tradeType),
    }),
  },
  guards: {
    refused: ({ context }) => refusalOf(context) !== null,
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({
    account: ContractAccount.real,
    openAmount: input.openAmount ?? '',
    durations: [],
    duration: null,
    feeRate: '0',
    available: null,
    baseCoin: input.baseCoin,
    quoteCoin: input.quoteCoin,
    feedStale: false,
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
        return { account, durations, feeRate, duration, openAmount, refusal: null };
      }),
    },
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
    'feed.update': { actions: assign({ feedStale: ({ event }) => event.stale }) },
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
        onDone: { target: 'succeeded', actions: [assign({ openAmount: '' }), 'ordersChanged'] },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => failureMessage(event.error) }),
        },
      },
      // A submit here is deliberately unhandled: one press, one order.
    },
    succeeded: { on: { submit: { target: 'validating', actions: 'takeDirection' } } },
    failed: { on: { submit: { target: 'validating', actions: 'takeDirection' } } },
  },
});

function refusalOf(context: OrderContext): OrderRefusal | null {
  if (!context.duration) return 'Enter the opening amount';
  const problem = orderProblem({
    openAmount: context.openAmount,
    duration: context.duration,
    feeRate: context.feeRate,
    available: context.available,
  });
  return problem ?? (context.feedStale ? 'stale' : null);
}

function requestOf(context: OrderContext): AccountOrder {
  // validating let the order through, so both are set; the check keeps the types honest.
  if (!context.duration || context.tradeType === null) throw new Error('submitting an incomplete order');
  return {
    account: context.account,
    openAmount: context.openAmount.trim(),
    baseCoin: context.baseCoin,
    quoteCoin: context.quoteCoin,
    positionTime: context.duration.second,
    tradeType: context.tradeType,
  };
}

export type OrderMachine = typeof orderMachine;
