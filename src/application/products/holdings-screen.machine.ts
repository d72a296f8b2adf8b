import { assign, emit, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Holding, YieldProduct } from '../../domain/products/products';
import type { PagedListMachine } from '../paging/paged-list.machine';
import { failureOf, type Failure } from '../shared/failure-message';
import { forward, forwardLogic } from '../shared/forward';
import type { SpotAccount } from '../shared/spot-account.machine';
import { NO_REDEEM_TERMS, type RedeemFormMachine } from './redeem-form';

export interface HoldingsScreenDeps {
  records: PagedListMachine<Holding>;
  redeem: RedeemFormMachine;
  spotAccount: SpotAccount;
  /** Demo mode only: moves the user's product days forward; null where the server's clock rules. */
  canAdvance: boolean;
  now: () => number;
}

export interface HoldingsScreenContext {
  records: ActorRefFrom<PagedListMachine<Holding>>;
  redeem: ActorRefFrom<RedeemFormMachine>;
  spotAccount: SpotAccount;
  /** The catalogue, for each holding's early-exit terms. */
  products: YieldProduct[] | null;
  /** The holding the redeem form is for. */
  chosen: Holding | null;
  canAdvance: boolean;
  advanceError: Failure | null;
}

export type HoldingsScreenEvent =
  | { type: 'redeem.choose'; holding: Holding | null }
  | { type: 'redeem.succeeded'; output: Holding }
  | { type: 'redeem.unknown' }
  | { type: 'days.advance'; days: number };

export type HoldingsScreenEmitted =
  | { type: 'redeemed'; holding: Holding }
  | { type: 'redeem.unknown' }
  /** `total`: the days the user's products have been moved forward so far. */
  | { type: 'days.advanced'; total: number };

const MONEY_MOVED = ['reloadRecords', 'reloadSpot'] as const;

/**
 * One kind's holdings: the records (status, interest so far), the redemption with its terms
 * stated before it is confirmed, and in demo mode the control that advances the product days so
 * interest is seen arriving. Whatever moves money reloads the records and spot and is emitted.
 */
export function createHoldingsScreenMachine(deps: HoldingsScreenDeps) {
  return setup({
    types: {} as {
      context: HoldingsScreenContext;
      events: HoldingsScreenEvent;
      emitted: HoldingsScreenEmitted;
    },
    actors: {
      records: deps.records,
      redeem: deps.redeem,
      forward: forwardLogic,
      loadProducts: fromPromise<YieldProduct[]>(() => {
        throw new Error('loadProducts not provided');
      }),
      advanceDays: fromPromise<number, { days: number }>(() => {
        throw new Error('advanceDays not provided');
      }),
    },
    actions: {
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      reloadSpot: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
      relayTerms: sendTo(
        ({ context }) => context.redeem,
        ({ context }) => {
          const { chosen } = context;
          const product = context.products?.find((entry) => entry.id === chosen?.productId);
          return {
            type: 'terms.update' as const,
            terms: { holding: chosen, early: product?.early ?? null, now: deps.now },
          };
        },
      ),
    },
    guards: { canAdvance: ({ context }) => context.canAdvance },
  }).createMachine({
    id: 'holdingsScreen',
    context: ({ spawn }) => ({
      records: spawn('records', { id: 'records' }),
      redeem: spawn('redeem', { id: 'redeem', input: { terms: { ...NO_REDEEM_TERMS, now: deps.now } } }),
      spotAccount: deps.spotAccount,
      products: null,
      chosen: null,
      canAdvance: deps.canAdvance,
      advanceError: null,
    }),
    entry: sendTo(({ context }) => context.spotAccount, { type: 'load' }),
    invoke: [
      forward(({ redeem }: HoldingsScreenContext) => redeem, {
        succeeded: 'redeem.succeeded',
        unknown: 'redeem.unknown',
      }),
      {
        src: 'loadProducts',
        onDone: { actions: [assign({ products: ({ event }) => event.output }), 'relayTerms'] },
      },
    ],
    on: {
      'redeem.choose': { actions: [assign({ chosen: ({ event }) => event.holding }), 'relayTerms'] },
      'redeem.succeeded': {
        actions: [
          ...MONEY_MOVED,
          emit(({ event }) => ({ type: 'redeemed' as const, holding: event.output })),
        ],
      },
      'redeem.unknown': { actions: [...MONEY_MOVED, emit({ type: 'redeem.unknown' as const })] },
    },
    initial: 'idle',
    states: {
      idle: { on: { 'days.advance': { guard: 'canAdvance', target: 'advancing' } } },
      advancing: {
        entry: assign({ advanceError: null }),
        invoke: {
          src: 'advanceDays',
          input: ({ event }) => ({ days: event.type === 'days.advance' ? event.days : 1 }),
          onDone: {
            target: 'idle',
            actions: [
              ...MONEY_MOVED,
              emit(({ event }) => ({ type: 'days.advanced' as const, total: event.output })),
            ],
          },
          onError: {
            target: 'idle',
            actions: assign({ advanceError: ({ event }) => failureOf(event.error) }),
          },
        },
      },
    },
  });
}

export type HoldingsScreenMachine = ReturnType<typeof createHoldingsScreenMachine>;
