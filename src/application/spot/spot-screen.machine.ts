import { assign, emit, sendTo, setup } from 'xstate';
import { availableOf } from '../../domain/wallet/balances';
import { keptDraft } from '../shared/draft-store';
import { forward, forwardLogic } from '../shared/forward';
import { balancesMoved } from './spot-balances';
import { linkedDraft } from './spot-order-start';
import { screenListeners } from './spot-screen.listeners';
import type { SpotOrderDraft, SpotOrderTerms, SpotPair } from './spot-order.types';
import type {
  SpotScreenContext,
  SpotScreenDeps,
  SpotScreenEmitted,
  SpotScreenEvent,
  SpotScreenInput,
} from './spot-screen.types';

export type * from './spot-screen.types';

type KnownTerms = Pick<SpotScreenContext, 'baseCoin' | 'quoteCoin' | 'balances' | 'book' | 'feedStale'>;

/** What the order is checked and priced against: the pair, its balances, the book. */
const termsOf = (context: KnownTerms): SpotOrderTerms => ({
  baseCoin: context.baseCoin,
  quoteCoin: context.quoteCoin,
  availableQuote: availableOf(context.balances, context.quoteCoin),
  availableBase: availableOf(context.balances, context.baseCoin),
  book: context.book,
  feedStale: context.feedStale,
});

const pairKey = ({ baseCoin, quoteCoin }: SpotPair) => `${baseCoin}${quoteCoin}`.toLowerCase();

// Funds moved (or may have): the lists and the app's spot balances are asked again.
const MOVED = ['reloadLists', 'reloadBalances', 'tell'] as const;

/**
 * One pair's spot screen: owns the order and cancel forms and the pair's lists, and is the
 * glue. The book, the feed's state and the spot balances (the app's spot account, loaded on
 * opening) are the order's terms; each market answer reloads the balances, and a change (a
 * resting order filled) reloads the lists; an order, a lost answer or a cancel reloads lists
 * and balances; outcomes are emitted for the UI's toasts.
 */
export function createSpotScreenMachine(deps: SpotScreenDeps) {
  return setup({
    types: {} as {
      context: SpotScreenContext;
      events: SpotScreenEvent;
      input: SpotScreenInput;
      emitted: SpotScreenEmitted;
    },
    actors: { order: deps.order, cancel: deps.cancel, ...screenListeners, forward: forwardLogic },
    actions: {
      reloadLists: ({ context }) => Object.values(context.lists).forEach((l) => l.send({ type: 'reload' })),
      reloadBalances: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
      takeBalances: assign({
        balances: ({ event }) => (event.type === 'balances.changed' ? event.rows : null),
        checkFills: false,
      }),
      relayTerms: sendTo(
        ({ context }) => context.order,
        ({ context }) => ({ type: 'terms.update', terms: termsOf(context) }),
      ),
      /** Passes an outcome heard from a form on to the UI. */
      tell: emit(({ event }): SpotScreenEmitted => {
        if (event.type === 'order.created') return { type: 'order.created', order: event.output };
        if (event.type === 'order.unknown') return { type: 'order.unknown' };
        if (event.type === 'cancel.done') return { type: 'cancel.done', count: event.output };
        return event as Extract<SpotScreenEmitted, { failure: unknown }>;
      }),
    },
    guards: {
      filled: ({ context, event }) =>
        event.type === 'balances.changed' &&
        context.checkFills &&
        event.rows !== null &&
        balancesMoved(context.balances, event.rows),
      // A slow answer is not asked again on every tick, or it would never arrive.
      balancesIdle: ({ context }) => !context.spotAccount.getSnapshot().matches('loading'),
    },
  }).createMachine({
    id: 'spotScreen',
    context: ({ input, spawn }) => {
      const lists = deps.lists(input);
      const pair = { baseCoin: input.baseCoin, quoteCoin: input.quoteCoin };
      // Kept per pair: a price typed for BTC/USDT never turns up on another pair.
      const kept = keptDraft<SpotOrderDraft>(deps.drafts, `spot-order:${pairKey(pair)}`);
      const known = { ...pair, balances: null, book: null, feedStale: false };
      return {
        ...known,
        feed: input.feed,
        order: spawn('order', {
          id: 'order',
          input: {
            terms: termsOf(known),
            // A link's side and price win over those kept from the last visit.
            draft: linkedDraft(kept.draft, input),
            keep: kept.keep,
            now: deps.now,
          },
        }),
        cancel: spawn('cancel', { id: 'cancel', input: { terms: pair } }),
        lists: {
          openOrders: spawn(lists.openOrders),
          orderHistory: spawn(lists.orderHistory),
          trades: spawn(lists.trades),
        },
        spotAccount: deps.spotAccount,
        checkFills: false,
      };
    },
    entry: sendTo(({ context }) => context.spotAccount, { type: 'load' }),
    invoke: [
      { src: 'listenToFeed', input: ({ context }) => ({ feed: context.feed }) },
      { src: 'listenToBalances', input: ({ context }) => ({ spotAccount: context.spotAccount }) },
      { src: 'startAtLastPrice', input: ({ context }) => context },
      forward(({ order }: SpotScreenContext) => order, {
        succeeded: 'order.created',
        failed: 'order.failed',
        unknown: 'order.unknown',
      }),
      forward(({ cancel }: SpotScreenContext) => cancel, {
        succeeded: 'cancel.done',
        failed: 'cancel.failed',
      }),
    ],
    on: {
      'book.update': { actions: [assign({ book: ({ event }) => event.book }), 'relayTerms'] },
      'feed.update': { actions: [assign({ feedStale: ({ event }) => event.stale }), 'relayTerms'] },
      'market.tick': { guard: 'balancesIdle', actions: [assign({ checkFills: true }), 'reloadBalances'] },
      'balances.changed': [
        { guard: 'filled', actions: ['reloadLists', 'takeBalances', 'relayTerms'] },
        { actions: ['takeBalances', 'relayTerms'] },
      ],
      'balances.reload': { actions: 'reloadBalances' },
      'order.created': { actions: MOVED },
      'order.unknown': { actions: MOVED },
      // A refused order may have been refused on balances the screen had not seen yet.
      'order.failed': { actions: ['reloadBalances', 'tell'] },
      'cancel.done': { actions: MOVED },
      'cancel.failed': { actions: MOVED },
    },
  });
}

export type SpotScreenMachine = ReturnType<typeof createSpotScreenMachine>;
