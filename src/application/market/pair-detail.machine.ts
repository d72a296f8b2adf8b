import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { DEFAULT_CANDLE_COUNT, DEFAULT_TIMEFRAME, symbolOf } from '../../domain/market/market';
import type { Candle, Deal, Depth, Pair, Ticker, Timeframe } from '../../domain/market/market';
import {
  nextCandles,
  POLL_CANDLE_COUNT,
  type PairDetailAnswer,
  type PairDetailRequest,
} from './pair-detail.data';
import {
  backoffDelay,
  detailFetchId,
  POLL_INTERVAL_MS,
  seqOfDetail,
  STALE_AFTER_MS,
} from './pair-detail.timing';

export interface PairDetailInput {
  pair: Pair;
  /** The timeframe saved for a pair ('btcusdt'), or null. */
  readTimeframe: (symbol: string) => Timeframe | null;
  /** Candles kept from an earlier visit to this view, shown until the first answer; or null. */
  readCandles: (symbol: string, timeframe: Timeframe) => Candle[] | null;
}

export interface PairDetailContext extends PairDetailInput {
  timeframe: Timeframe;
  candles: Candle[] | null;
  depth: Depth | null;
  deals: Deal[] | null;
  ticker: Ticker | null;
  /** Sequence number of the last request sent, and of the answer shown. */
  requested: number;
  applied: number;
  /** First sequence number sent for the pair and timeframe shown; earlier answers are dropped. */
  viewFrom: number;
  failures: number;
  /** The next request asks for the whole series (first load, new view, return, gap). */
  needFull: boolean;
  /** The candles changed enough (full series, a candle closed) to be written to the cache. */
  cacheDue: boolean;
  stale: boolean;
}

export type PairDetailEvent =
  | { type: 'visibility.hidden' }
  | { type: 'visibility.visible' }
  | { type: 'pair.select'; pair: Pair }
  | { type: 'timeframe.select'; timeframe: Timeframe }
  | { type: 'detail.stale' }
  | { type: `xstate.done.actor.${string}`; output: PairDetailAnswer }
  | { type: `xstate.error.actor.${string}`; error: unknown };

const STALE_TIMER = 'detailStaleTimer';

const isCurrent = (context: PairDetailContext, eventType: string) => {
  const seq = seqOfDetail(eventType);
  return seq !== null && seq > context.applied && seq >= context.viewFrom;
};

/** A new view (pair or timeframe) starts from its cached candles, or none. */
const freshView = (context: PairDetailContext, pair: Pair, timeframe: Timeframe) => ({
  pair,
  timeframe,
  candles: context.readCandles(symbolOf(pair), timeframe),
  viewFrom: context.requested + 1,
  failures: 0,
  needFull: true,
  stale: false,
});

export interface CandlesToCache {
  symbol: string;
  timeframe: Timeframe;
  candles: Candle[];
}

/** On a full answer and when a candle closes, not on every tick: a write costs a few ms. */
const cacheCandles = {
  type: 'persistCandles',
  params: ({ context }: { context: PairDetailContext }): CandlesToCache | null =>
    context.cacheDue && context.candles !== null
      ? { symbol: symbolOf(context.pair), timeframe: context.timeframe, candles: context.candles }
      : null,
} as const;

const APPLY = ['applyDetail', 'restartStaleTimer', cacheCandles] as const;

const lastTimestamp = (candles: readonly Candle[] | null) => candles?.at(-1)?.timestamp ?? null;

/**
 * One pair's candles, book, deals and ticker, polled every 5 s (SPEC TimerAttach). The
 * first request and every new view ask for the full series; later polls ask for the newest
 * candles and merge them. Sequence numbers drop older answers and answers for a view no
 * longer shown; errors back off in 'reconnecting'; a hidden tab pauses the feed.
 */
export const pairDetailMachine = setup({
  types: {} as { context: PairDetailContext; events: PairDetailEvent; input: PairDetailInput },
  actors: {
    fetchDetail: fromPromise<PairDetailAnswer, PairDetailRequest>(() => {
      throw new Error('fetchDetail not provided');
    }),
  },
  actions: {
    persistTimeframe: (_, _params: { symbol: string; timeframe: Timeframe }) => {
      throw new Error('persistTimeframe not provided');
    },
    persistCandles: (_, _params: CandlesToCache | null) => {
      throw new Error('persistCandles not provided');
    },
    requestDetail: assign(({ context, spawn }) => {
      const seq = context.requested + 1;
      const size = context.needFull ? DEFAULT_CANDLE_COUNT : POLL_CANDLE_COUNT;
      spawn('fetchDetail', {
        id: detailFetchId(seq),
        input: { pair: context.pair, timeframe: context.timeframe, size },
      });
      return { requested: seq };
    }),
    applyDetail: assign(({ context, event }) => {
      if (!('output' in event)) return context;
      const answer = event.output;
      const candles = nextCandles(context.candles, answer);
      const closed = answer.full || lastTimestamp(candles) !== lastTimestamp(context.candles);
      return {
        cacheDue: candles !== null && closed,
        candles: candles ?? context.candles,
        needFull: candles === null || (context.needFull && !answer.full),
        depth: answer.depth,
        deals: answer.deals,
        ticker: answer.ticker,
        applied: seqOfDetail(event.type) ?? context.applied,
        failures: 0,
        stale: false,
      };
    }),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    restartStaleTimer: enqueueActions(({ enqueue }) => {
      enqueue.cancel(STALE_TIMER);
      enqueue.raise({ type: 'detail.stale' }, { id: STALE_TIMER, delay: STALE_AFTER_MS });
    }),
  },
  guards: {
    isCurrent: ({ context, event }) => isCurrent(context, event.type),
    isLatestFailure: ({ context, event }) =>
      isCurrent(context, event.type) && seqOfDetail(event.type) === context.requested,
    isNewTimeframe: ({ context, event }) =>
      event.type === 'timeframe.select' && event.timeframe !== context.timeframe,
  },
  delays: {
    backoff: ({ context }) => backoffDelay(context.failures),
  },
}).createMachine({
  id: 'pairDetail',
  context: ({ input }) => {
    const timeframe = input.readTimeframe(symbolOf(input.pair)) ?? DEFAULT_TIMEFRAME;
    return {
      ...input,
      timeframe,
      candles: input.readCandles(symbolOf(input.pair), timeframe),
      cacheDue: false,
      depth: null,
      deals: null,
      ticker: null,
      requested: 0,
      applied: 0,
      viewFrom: 1,
      failures: 0,
      needFull: true,
      stale: false,
    };
  },
  entry: 'restartStaleTimer',
  initial: 'running',
  on: {
    'detail.stale': { actions: assign({ stale: true }) },
    // Answers landing while paused are still the newest data; failures of old requests are dropped.
    'xstate.done.actor.*': { guard: 'isCurrent', actions: APPLY },
    'xstate.error.actor.*': {},
    'pair.select': {
      target: '.running',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({
          ...freshView(context, event.pair, context.readTimeframe(symbolOf(event.pair)) ?? DEFAULT_TIMEFRAME),
          depth: null,
          deals: null,
          ticker: null,
        })),
        'restartStaleTimer',
      ],
    },
    'timeframe.select': {
      guard: 'isNewTimeframe',
      target: '.running',
      reenter: true,
      actions: [
        assign(({ context, event }) => freshView(context, context.pair, event.timeframe)),
        {
          type: 'persistTimeframe',
          params: ({ context }) => ({ symbol: symbolOf(context.pair), timeframe: context.timeframe }),
        },
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
          entry: 'requestDetail',
          after: { [POLL_INTERVAL_MS]: { target: 'polling', reenter: true } },
          on: {
            'xstate.error.actor.*': { guard: 'isCurrent', target: 'reconnecting', actions: 'countFailure' },
          },
        },
        reconnecting: {
          after: { backoff: { actions: 'requestDetail' } },
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
      on: {
        'visibility.visible': { target: 'running', actions: assign({ needFull: true }) },
      },
    },
  },
});

export type PairDetailMachine = typeof pairDetailMachine;
