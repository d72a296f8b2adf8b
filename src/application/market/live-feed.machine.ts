import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Ticker } from '../../domain/market/market';
import type { CachedTickers } from '../../domain/market/market';
import { backoffDelay, fetchId, POLL_INTERVAL_MS, seqOfActor, STALE_AFTER_MS } from './live-feed.timing';

export interface LiveFeedContext {
  quote: string;
  tickers: Ticker[] | null;
  /** Sequence number of the last request sent. */
  requested: number;
  /** Sequence number of the data shown; older answers are dropped. */
  applied: number;
  /** First sequence number sent for the current quote; answers for an earlier quote are dropped. */
  quoteFrom: number;
  /** Failed attempts in a row; drives the backoff. */
  failures: number;
  /** True once the data is older than three poll intervals, or came from the cache. */
  stale: boolean;
  readCache: (quote: string) => CachedTickers | null;
}

export interface LiveFeedInput {
  quote: string;
  readCache: (quote: string) => CachedTickers | null;
}

export type LiveFeedEvent =
  | { type: 'visibility.hidden' }
  | { type: 'visibility.visible' }
  | { type: 'quote.select'; quote: string }
  | { type: 'feed.stale' }
  | { type: `xstate.done.actor.${string}`; output: Ticker[] }
  | { type: `xstate.error.actor.${string}`; error: unknown };

const STALE_TIMER = 'staleTimer';

/** A later answer than the one shown, for the quote now selected. */
function isCurrent(context: LiveFeedContext, eventType: string): boolean {
  const seq = seqOfActor(eventType);
  return seq !== null && seq > context.applied && seq >= context.quoteFrom;
}

function fromCache(context: Pick<LiveFeedContext, 'readCache'>, quote: string) {
  const cached = context.readCache(quote);
  return { quote, tickers: cached?.tickers ?? null, stale: cached !== null };
}

// persistTickers runs after applyTickers, so its params see the tickers just applied.
const APPLY = [
  'applyTickers',
  {
    type: 'persistTickers',
    params: ({ context }: { context: LiveFeedContext }) => ({
      quote: context.quote,
      tickers: context.tickers ?? [],
    }),
  },
  'restartStaleTimer',
] as const;

/**
 * Tickers of one quote coin, polled every 5 s (SPEC TimerAttach). Each request carries a
 * sequence number, so a slow older answer never replaces a newer one. Hidden tab: no
 * polling; back in view: refresh at once. Errors back off in 'reconnecting'.
 */
export const liveFeedMachine = setup({
  types: {} as { context: LiveFeedContext; events: LiveFeedEvent; input: LiveFeedInput },
  actors: {
    fetchTickers: fromPromise<Ticker[], { quote: string }>(() => {
      throw new Error('fetchTickers not provided');
    }),
  },
  actions: {
    persistTickers: (_, _params: { quote: string; tickers: Ticker[] }) => {
      throw new Error('persistTickers not provided');
    },
    requestTickers: assign(({ context, spawn }) => {
      const seq = context.requested + 1;
      spawn('fetchTickers', { id: fetchId(seq), input: { quote: context.quote } });
      return { requested: seq };
    }),
    applyTickers: assign(({ context, event }) =>
      'output' in event
        ? { tickers: event.output, applied: seqOfActor(event.type) ?? 0, failures: 0, stale: false }
        : context,
    ),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    restartStaleTimer: enqueueActions(({ enqueue }) => {
      enqueue.cancel(STALE_TIMER);
      enqueue.raise({ type: 'feed.stale' }, { id: STALE_TIMER, delay: STALE_AFTER_MS });
    }),
  },
  guards: {
    isCurrent: ({ context, event }) => isCurrent(context, event.type),
    isLatestFailure: ({ context, event }) =>
      isCurrent(context, event.type) && seqOfActor(event.type) === context.requested,
  },
  delays: {
    backoff: ({ context }) => backoffDelay(context.failures),
  },
}).createMachine({
  id: 'liveFeed',
  context: ({ input }) => ({
    ...fromCache(input, input.quote),
    requested: 0,
    applied: 0,
    quoteFrom: 1,
    failures: 0,
    readCache: input.readCache,
  }),
  entry: 'restartStaleTimer',
  initial: 'running',
  on: {
    'feed.stale': { actions: assign({ stale: true }) },
    // Failures of superseded requests are dropped here; unhandled, they would stop the feed.
    'xstate.error.actor.*': {},
    'quote.select': {
      target: '.running',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({
          ...fromCache(context, event.quote),
          quoteFrom: context.requested + 1,
          failures: 0,
        })),
        'restartStaleTimer',
      ],
    },
  },
  states: {
    running: {
      initial: 'polling',
      on: { 'visibility.hidden': 'paused' },
      states: {
        polling: {
          entry: 'requestTickers',
          after: { [POLL_INTERVAL_MS]: { target: 'polling', reenter: true } },
          on: {
            'xstate.done.actor.*': { guard: 'isCurrent', actions: APPLY },
            'xstate.error.actor.*': { guard: 'isCurrent', target: 'reconnecting', actions: 'countFailure' },
          },
        },
        reconnecting: {
          after: { backoff: { actions: 'requestTickers' } },
          on: {
            'xstate.done.actor.*': { guard: 'isCurrent', target: 'polling', actions: APPLY },
            'xstate.error.actor.*': {
              guard: 'isLatestFailure',
              target: 'reconnecting',
              reenter: true,
              actions: 'countFailure',
            },
          },
        },
      },
    },
    paused: {
      on: { 'visibility.visible': 'running' },
    },
  },
});

export type LiveFeedMachine = typeof liveFeedMachine;
