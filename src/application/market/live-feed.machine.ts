import { assign, sendTo, setup } from 'xstate';
import { once } from '../shared/once';
import type { CachedTickers, Ticker } from '../../domain/market/market';
import type { Failure } from '../shared/failure-message';
import {
  sequencedPoll,
  STALE_AFTER_MS,
  type PollCommand,
  type PollPhase,
  type PollReport,
} from '../shared/sequenced-poll';
import { visibilityNotProvided, type VisibilityEvent } from './page-visibility';

export interface LiveFeedContext {
  quote: string;
  tickers: Ticker[] | null;
  /** True once the data is older than three poll intervals (a cached copy's age counts). */
  stale: boolean;
  /** How long the cached copy shown when the view began stays fresh without an answer, in ms. */
  freshFor: number;
  phase: PollPhase;
  /** Why the latest poll failed; null once an answer arrives. */
  failure: Failure | null;
  readCache: (quote: string) => CachedTickers | null;
  /** The Clock's time, which the cache's savedAt is on. */
  now: () => number;
}

export interface LiveFeedInput {
  quote: string;
  readCache: (quote: string) => CachedTickers | null;
  now: () => number;
}

/** What the feed asks the market gateway for. */
export interface TickersRequest {
  quote: string;
}

export type LiveFeedEvent = VisibilityEvent | { type: 'quote.select'; quote: string } | PollReport<Ticker[]>;

/**
 * The cached tickers of `quote`, stale only when older than three poll intervals: a copy the
 * last screen saved a moment ago is as fresh as a live answer. (Counted stale whatever its
 * age, every visit to the Market tab opened with a "may be out of date" banner that left
 * with the first answer and moved the rows under the user's finger.)
 */
function fromCache(context: Pick<LiveFeedContext, 'readCache' | 'now'>, quote: string) {
  const cached = context.readCache(quote);
  const freshFor = cached ? Math.max(0, STALE_AFTER_MS - (context.now() - cached.savedAt)) : STALE_AFTER_MS;
  return { quote, tickers: cached?.tickers ?? null, stale: freshFor === 0, freshFor };
}

const POLL = 'poll';

/**
 * Tickers of one quote coin, kept fresh by the shared sequenced poller (5 s TimerAttach,
 * sequence numbers, backoff, pause while the tab is hidden). Switching the quote coin shows
 * its cached tickers at once and drops answers for the coin left.
 */
export const liveFeedMachine = once(() =>
  setup({
    types: {} as { context: LiveFeedContext; events: LiveFeedEvent; input: LiveFeedInput },
    actors: {
      poll: sequencedPoll<TickersRequest, Ticker[]>(() => {
        throw new Error('fetchTickers not provided');
      }),
      visibility: visibilityNotProvided,
    },
    actions: {
      persistTickers: (_, _params: { quote: string; tickers: Ticker[] }) => {
        throw new Error('persistTickers not provided');
      },
      /** Tells the poller what changed; the command is computed from the context at that moment. */
      tellPoll: sendTo(POLL, (_, command: PollCommand<TickersRequest>) => command),
    },
    guards: {
      isPaused: ({ context }) => context.phase === 'paused',
    },
  }).createMachine({
    id: 'liveFeed',
    context: ({ input }) => ({
      ...fromCache(input, input.quote),
      phase: 'polling',
      failure: null,
      readCache: input.readCache,
      now: input.now,
    }),
    invoke: [
      {
        id: POLL,
        src: 'poll',
        input: ({ context }) => ({ request: { quote: context.quote }, freshFor: context.freshFor }),
      },
      { src: 'visibility' },
    ],
    on: {
      'poll.answer': {
        actions: [
          assign(({ event }) => ({ tickers: event.answer, stale: false, failure: null })),
          {
            type: 'persistTickers',
            params: ({ context, event }) => ({ quote: context.quote, tickers: event.answer }),
          },
        ],
      },
      'poll.phase': { actions: assign(({ event }) => ({ phase: event.phase })) },
      'poll.failed': { actions: assign(({ event }) => ({ failure: event.failure })) },
      'poll.stale': { actions: assign({ stale: true }) },
      'visibility.hidden': { actions: { type: 'tellPoll', params: () => ({ type: 'poll.pause' }) } },
      'visibility.visible': {
        guard: 'isPaused',
        actions: {
          type: 'tellPoll',
          params: ({ context }) => ({ type: 'poll.resume', request: { quote: context.quote } }),
        },
      },
      'quote.select': {
        actions: [
          assign(({ context, event }) => fromCache(context, event.quote)),
          {
            type: 'tellPoll',
            params: ({ context }) => ({
              type: 'poll.view',
              request: { quote: context.quote },
              freshFor: context.freshFor,
            }),
          },
        ],
      },
    },
  }),
);

export type LiveFeedMachine = ReturnType<typeof liveFeedMachine>;
