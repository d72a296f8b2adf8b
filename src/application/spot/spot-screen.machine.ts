import { assign, emit, enqueueActions, forwardTo, fromPromise, raise, sendTo, setup } from 'xstate';
import type { SpotBalance } from '../../domain/spot/spot';
import { availableOf, balancesMoved } from './spot-balances';
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
      balances: fromPromise<SpotBalance[]>(() => {
        throw new Error('balances not provided');
      }),
      cancel: deps.cancel,
    },
    actions: {
      reloadLists: ({ context }) => Object.values(context.lists).forEach((l) => l.send({ type: 'reload' })),
      reloadBalances: raise({ type: 'balances.reload' }),
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
        balancesMoved(context.balances, event.output as SpotBalance[]),
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
        checkFills: false,
      };
    },
    invoke: [
      { src: 'listenToFeed', input: ({ context }) => ({ feed: context.feed }) },
      { src: 'listenToOrder', input: ({ context }) => ({ order: context.order }) },
      { src: 'listenToCancel', input: ({ context }) => ({ cancel: context.cancel }) },
    ],
    on: {
      'book.update': { actions: forwardTo(({ context }) => context.order) },
      'feed.update': { actions: forwardTo(({ context }) => context.order) },
      'order.created': { actions: ['reloadLists', 'reloadBalances', 'tell'] },
      'order.unknown': { actions: ['reloadLists', 'reloadBalances', 'tell'] },
      'order.failed': { actions: ['reloadBalances', 'tell'] },
      'cancel.done': { actions: ['reloadLists', 'reloadBalances', 'tell'] },
      'cancel.failed': { actions: ['reloadLists', 'reloadBalances', 'tell'] },
    },
    // The balances: asked at start, on each market answer, and after each order or cancel.
    initial: 'loading',
    states: {
      idle: {
        on: {
          'market.tick': { target: 'loading', actions: assign({ checkFills: true }) },
          'balances.reload': 'loading',
        },
      },
      loading: {
        // After an order or a cancel, an answer already on its way may predate it: ask again.
        on: { 'balances.reload': { target: 'loading', reenter: true } },
        invoke: {
          src: 'balances',
          onDone: {
            target: 'idle',
            actions: [
              enqueueActions(({ enqueue, check }) => {
                if (check('filled')) enqueue('reloadLists');
              }),
              assign({ balances: ({ event }) => event.output, checkFills: false }),
              'relayBalances',
            ],
          },
          onError: { target: 'idle', actions: assign({ checkFills: false }) },
        },
      },
    },
  });
}

export type SpotScreenMachine = ReturnType<typeof createSpotScreenMachine>;
