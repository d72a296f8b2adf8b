import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { BalanceRow } from '../../domain/wallet/balances';
import { failureOf } from '../shared/failure-message';
import { availableOf } from '../../domain/wallet/balances';
import { balancesMoved } from './spot-balances';
import { listenToCancel, listenToFeed, listenToOrder } from './spot-screen.listeners';
import type {
  SpotScreenContext,
  SpotScreenDeps,
  SpotScreenEmitted,
  SpotScreenEvent,
  SpotScreenInput,
} from './spot-screen.types';

export type * from './spot-screen.types';

/**
 * One pair's spot screen: owns the order and the pair's lists, and is the glue. The book
 * and the feed's state go to the order; each new market answer checks the balances, and a
 * change (a resting order filled) reloads the lists; an order, a lost answer or a cancel
 * reloads lists and balances; outcomes are emitted for the UI's toasts.
 */
export function createSpotScreenMachine(deps: SpotScreenDeps) {
  return setup({
    types: {} as {
      context: SpotScreenContext;
      events: SpotScreenEvent;
      input: SpotScreenInput;
      emitted: SpotScreenEmitted;
    },
    actors: {
      order: deps.order,
      listenToFeed,
      listenToOrder,
      listenToCancel,
      balances: fromPromise<BalanceRow[]>(() => {
        throw new Error('balances not provided');
      }),
      cancel: deps.cancel,
    },
    actions: {
      reloadLists: ({ context }) => Object.values(context.lists).forEach((l) => l.send({ type: 'reload' })),
      takeBalances: assign(({ event }) => ({
        balances: 'output' in event ? (event.output as BalanceRow[]) : null,
        balancesError: null,
        checkFills: false,
      })),
      /** Passes an outcome heard from a child on to the UI. */
      tell: emit(({ event }) => event as SpotScreenEmitted),
      relayBalances: sendTo(
        ({ context }) => context.order,
        ({ context }) => ({
          type: 'balances.update',
          quote: availableOf(context.balances, context.quoteCoin),
          base: availableOf(context.balances, context.baseCoin),
        }),
      ),
    },
    guards: {
      filled: ({ context, event }) =>
        context.checkFills &&
        'output' in event &&
        balancesMoved(context.balances, event.output as BalanceRow[]),
    },
  }).createMachine({
    id: 'spotScreen',
    context: ({ input, spawn }) => {
      const lists = deps.lists(input);
      return {
        baseCoin: input.baseCoin,
        quoteCoin: input.quoteCoin,
        feed: input.feed,
        order: spawn('order', { id: 'order', input: { ...input } }),
        cancel: spawn('cancel', {
          id: 'cancel',
          input: { baseCoin: input.baseCoin, quoteCoin: input.quoteCoin },
        }),
        lists: {
          openOrders: spawn(lists.openOrders),
          orderHistory: spawn(lists.orderHistory),
          trades: spawn(lists.trades),
        },
        balances: null,
        balancesError: null,
        checkFills: false,
      };
    },
    invoke: [
      { src: 'listenToFeed', input: ({ context }) => ({ feed: context.feed }) },
      { src: 'listenToOrder', input: ({ context }) => ({ order: context.order }) },
      { src: 'listenToCancel', input: ({ context }) => ({ cancel: context.cancel }) },
    ],
    on: {
      'book.update': {
        actions: sendTo(
          ({ context }) => context.order,
          ({ event }) => ({ type: 'book.update', book: event.book }),
        ),
      },
      'feed.update': {
        actions: sendTo(
          ({ context }) => context.order,
          ({ event }) => ({ type: 'feed.update', stale: event.stale }),
        ),
      },
      // Funds moved: lists and balances are asked again (an answer on its way may predate it).
      'order.created': { target: '.loading', reenter: true, actions: ['reloadLists', 'tell'] },
      'order.unknown': { target: '.loading', reenter: true, actions: ['reloadLists', 'tell'] },
      'order.failed': { target: '.loading', reenter: true, actions: 'tell' },
      'cancel.done': { target: '.loading', reenter: true, actions: ['reloadLists', 'tell'] },
      'cancel.failed': { target: '.loading', reenter: true, actions: ['reloadLists', 'tell'] },
      'balances.reload': { target: '.loading', reenter: true },
    },
    // The balances: asked at start, on each market answer, after each order or cancel, and on
    // Retry. A failure is kept (and told) until an answer comes; the balances before it stay.
    initial: 'loading',
    states: {
      idle: {
        on: { 'market.tick': { target: 'loading', actions: assign({ checkFills: true }) } },
      },
      loading: {
        invoke: {
          src: 'balances',
          onDone: [
            { guard: 'filled', target: 'idle', actions: ['reloadLists', 'takeBalances', 'relayBalances'] },
            { target: 'idle', actions: ['takeBalances', 'relayBalances'] },
          ],
          onError: {
            target: 'idle',
            actions: assign({ checkFills: false, balancesError: ({ event }) => failureOf(event.error) }),
          },
        },
      },
    },
  });
}

export type SpotScreenMachine = ReturnType<typeof createSpotScreenMachine>;
