import { assign, emit, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Subscription } from '../../domain/products/subscription';
import type { PagedListMachine } from '../paging/paged-list.machine';
import { failureOf, type Failure } from '../shared/failure-message';
import type { SpotAccount } from '../shared/spot-account.machine';

export interface SubscriptionsScreenDeps {
  records: PagedListMachine<Subscription>;
  spotAccount: SpotAccount;
  /** Demo mode only: moves the user's product days forward (to a project's end). */
  canAdvance: boolean;
}

export interface SubscriptionsScreenContext {
  records: ActorRefFrom<PagedListMachine<Subscription>>;
  spotAccount: SpotAccount;
  canAdvance: boolean;
  advanceError: Failure | null;
}

export type SubscriptionsScreenEvent = { type: 'days.advance'; days: number };
export type SubscriptionsScreenEmitted = { type: 'days.advanced'; total: number };

/**
 * My subscriptions: the records (amount, allocation, refund, status) and, in demo mode, the
 * control that moves the product days so an end date, and its allocation, can be reached.
 * An advance may allocate, so it reloads the records and spot.
 */
export function createSubscriptionsScreenMachine(deps: SubscriptionsScreenDeps) {
  return setup({
    types: {} as {
      context: SubscriptionsScreenContext;
      events: SubscriptionsScreenEvent;
      emitted: SubscriptionsScreenEmitted;
    },
    actors: {
      records: deps.records,
      advanceDays: fromPromise<number, { days: number }>(() => {
        throw new Error('advanceDays not provided');
      }),
    },
    guards: { canAdvance: ({ context }) => context.canAdvance },
  }).createMachine({
    id: 'subscriptionsScreen',
    context: ({ spawn }) => ({
      records: spawn('records', { id: 'records' }),
      spotAccount: deps.spotAccount,
      canAdvance: deps.canAdvance,
      advanceError: null,
    }),
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
              sendTo(({ context }) => context.records, { type: 'reload' }),
              sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
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

export type SubscriptionsScreenMachine = ReturnType<typeof createSubscriptionsScreenMachine>;
