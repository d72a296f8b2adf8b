import { assign, sendTo, setup } from 'xstate';
import { once } from '../shared/once';
import { DEFAULT_TIMEFRAME, symbolOf } from '../../domain/market/market';
import type { Pair, Timeframe } from '../../domain/market/market';
import { sequencedPoll, type PollCommand, type PollReport } from '../shared/sequenced-poll';
import { visibilityNotProvided, type VisibilityEvent } from './page-visibility';
import { applyAnswer, requestFor, type PairDetailAnswer, type PairDetailRequest } from './pair-detail.data';
import {
  candlesToCache,
  firstView,
  freshView,
  type CandlesToCache,
  type PairDetailContext,
  type PairDetailInput,
} from './pair-detail.view';

export type { CandlesToCache, PairDetailContext, PairDetailInput };

export type PairDetailEvent =
  | VisibilityEvent
  | { type: 'pair.select'; pair: Pair }
  | { type: 'timeframe.select'; timeframe: Timeframe }
  | PollReport<PairDetailAnswer>;

const POLL = 'poll';

/**
 * One pair's candles, book, deals and ticker, kept fresh by the shared sequenced poller
 * (5 s TimerAttach, sequence numbers, backoff, pause while the tab is hidden). The first
 * request, every new view and every return ask for the full series; later polls ask for the
 * newest candles and merge them.
 */
export const pairDetailMachine = once(() =>
  setup({
    types: {} as { context: PairDetailContext; events: PairDetailEvent; input: PairDetailInput },
    actors: {
      poll: sequencedPoll<PairDetailRequest, PairDetailAnswer>(() => {
        throw new Error('fetchDetail not provided');
      }),
      visibility: visibilityNotProvided,
    },
    actions: {
      persistTimeframe: (_, _params: { symbol: string; timeframe: Timeframe }) => {
        throw new Error('persistTimeframe not provided');
      },
      persistCandles: (_, _params: CandlesToCache | null) => {
        throw new Error('persistCandles not provided');
      },
      /** Tells the poller what changed; the command is computed from the context at that moment. */
      tellPoll: sendTo(POLL, (_, command: PollCommand<PairDetailRequest>) => command),
    },
    guards: {
      isPaused: ({ context }) => context.phase === 'paused',
      isNewPair: ({ context, event }) =>
        event.type === 'pair.select' && symbolOf(event.pair) !== symbolOf(context.pair),
      isNewTimeframe: ({ context, event }) =>
        event.type === 'timeframe.select' && event.timeframe !== context.timeframe,
    },
  }).createMachine({
    id: 'pairDetail',
    context: ({ input }) => firstView(input),
    invoke: [
      { id: POLL, src: 'poll', input: ({ context }) => ({ request: requestFor(context) }) },
      { src: 'visibility' },
    ],
    on: {
      'poll.answer': {
        actions: [
          assign(({ context, event }) => {
            const { failures, ...applied } = applyAnswer(context, event.answer);
            return { ...applied, partFailures: failures, stale: false, failure: null };
          }),
          // On a full answer and when a candle closes, not on every tick: a write costs a few ms.
          {
            type: 'persistCandles',
            params: ({ context }) => candlesToCache(context),
          },
          {
            type: 'tellPoll',
            params: ({ context }) => ({ type: 'poll.request', request: requestFor(context) }),
          },
        ],
      },
      'poll.phase': { actions: assign(({ event }) => ({ phase: event.phase })) },
      'poll.failed': { actions: assign(({ event }) => ({ failure: event.failure })) },
      'poll.stale': { actions: assign({ stale: true }) },
      'visibility.hidden': { actions: { type: 'tellPoll', params: () => ({ type: 'poll.pause' }) } },
      'visibility.visible': {
        guard: 'isPaused',
        actions: [
          assign({ needFull: true }),
          {
            type: 'tellPoll',
            params: ({ context }) => ({ type: 'poll.resume', request: requestFor(context) }),
          },
        ],
      },
      // The screen sends the pair in its URL on every change; the pair shown already is no news.
      'pair.select': {
        guard: 'isNewPair',
        actions: [
          assign(({ context, event }) => ({
            ...freshView(
              context,
              event.pair,
              context.readTimeframe(symbolOf(event.pair)) ?? DEFAULT_TIMEFRAME,
            ),
            depth: null,
            deals: null,
            ticker: null,
          })),
          {
            type: 'tellPoll',
            params: ({ context }) => ({ type: 'poll.view', request: requestFor(context) }),
          },
        ],
      },
      'timeframe.select': {
        guard: 'isNewTimeframe',
        actions: [
          assign(({ context, event }) => freshView(context, context.pair, event.timeframe)),
          {
            type: 'persistTimeframe',
            params: ({ context }) => ({ symbol: symbolOf(context.pair), timeframe: context.timeframe }),
          },
          {
            type: 'tellPoll',
            params: ({ context }) => ({ type: 'poll.view', request: requestFor(context) }),
          },
        ],
      },
    },
  }),
);

export type PairDetailMachine = ReturnType<typeof pairDetailMachine>;
