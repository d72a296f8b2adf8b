import { assign, emit, fromPromise, setup } from 'xstate';
import { once } from '../shared/once';
import type { ConvertQuote, ConvertRecord, QuoteRequest } from '../../domain/convert/convert';
import { failureOf } from '../shared/failure-message';
import { answerLost } from '../shared/outcome-unknown';
import {
  applyEdit,
  checkForm,
  confirmsLiveQuote,
  FRESH,
  QUOTE_EDITS,
  quoteExpired,
  quoteLeft,
  refusalOf,
  requestOf,
} from './convert-quote.rules';
import type { QuoteContext, QuoteEmitted, QuoteEvent, QuoteInput } from './convert-quote.types';

export type * from './convert-quote.types';

/** Typing settles for this long before a quote is asked for, so a quote is not asked per key. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * quoting -> quoted (counting down on server time) -> quoting again when it runs out; review
 * -> confirming -> executing -> done | unknown | failed. A confirm names the quote it saw:
 * only that quote, still live, is executed; one that runs out while confirmed, or that the
 * server refuses as expired, is replaced and confirmed again. `executing` takes no edit and
 * no confirm (one press, one exchange), and a lost answer is never resent.
 */
export const convertQuoteMachine = once(() =>
  setup({
    types: {} as { context: QuoteContext; events: QuoteEvent; input: QuoteInput; emitted: QuoteEmitted },
    actors: {
      fetchQuote: fromPromise<ConvertQuote, QuoteRequest>(() => {
        throw new Error('fetchQuote not provided');
      }),
      execute: fromPromise<ConvertRecord, ConvertQuote>(() => {
        throw new Error('execute not provided');
      }),
    },
    actions: {
      edit: assign(({ context, event }) => applyEdit(context, event)),
      refuse: assign({ refusal: ({ context }) => refusalOf(context) }),
    },
    guards: {
      // Balances and config arriving do not throw away a quote being shown or confirmed.
      keepsQuote: ({ context, event }) =>
        (event.type === 'config.loaded' || event.type === 'balances.loaded') && context.quote !== null,
      ready: ({ context }) => checkForm(context).kind === 'ready',
      sameLiveQuote: ({ context, event }) => confirmsLiveQuote(context, event),
      reconfirm: ({ context }) => context.reconfirm,
      expired: ({ event }) => 'error' in event && quoteExpired(event.error),
      // The one rule for money calls whose answer was lost (shared with orders and transfers).
      unknown: answerLost,
    },
    delays: {
      // At least a second: a quote already over on arrival (a skewed clock) is not asked for again at once.
      quoteLife: ({ context }) => Math.max(quoteLeft(context), 1_000),
    },
  }).createMachine({
    id: 'convertQuote',
    context: ({ input }) => ({
      fromCoin: input.fromCoin ?? 'USDT',
      toCoin: input.toCoin ?? 'BTC',
      amount: '',
      coins: [],
      available: null,
      refusal: null,
      result: null,
      now: input.now,
      ...FRESH,
    }),
    initial: 'editing',
    on: Object.fromEntries(
      QUOTE_EDITS.map((type) => [
        type,
        [
          { guard: 'keepsQuote', actions: 'edit' },
          { target: '.checking', actions: 'edit' },
        ],
      ]),
    ),
    states: {
      editing: {},
      checking: {
        entry: 'refuse',
        always: [{ guard: 'ready', target: 'waiting' }, { target: 'editing' }],
      },
      waiting: { after: { [QUOTE_DEBOUNCE_MS]: 'quoting' } },
      quoting: {
        invoke: {
          src: 'fetchQuote',
          input: ({ context }) => requestOf(context),
          onDone: [
            {
              guard: 'reconfirm',
              target: 'confirming',
              actions: assign({ quote: ({ event }) => event.output }),
            },
            { target: 'quoted', actions: assign({ quote: ({ event }) => event.output, notice: null }) },
          ],
          onError: {
            target: 'failed',
            actions: assign({ failure: ({ event }) => failureOf(event.error) }),
          },
        },
      },
      quoted: {
        after: { quoteLife: { target: 'quoting', actions: assign({ quote: null }) } },
        on: { review: 'confirming' },
      },
      confirming: {
        after: { quoteLife: { target: 'quoting', actions: assign({ reconfirm: true, notice: 'expired' }) } },
        on: {
          confirm: { guard: 'sameLiveQuote', target: 'executing' },
          cancel: { target: 'quoted', actions: assign({ reconfirm: false, notice: null }) },
        },
      },
      executing: {
        // Nothing typed or relayed changes the exchange on its way (confirm and review are not heard here).
        on: Object.fromEntries(QUOTE_EDITS.map((type) => [type, { actions: [] }])),
        invoke: {
          src: 'execute',
          input: ({ context }) => context.quote as ConvertQuote,
          onDone: {
            target: 'done',
            actions: [
              assign({ result: ({ event }) => event.output, reconfirm: false, notice: null }),
              emit(({ event }) => ({ type: 'exchanged' as const, record: event.output })),
            ],
          },
          onError: [
            { guard: 'expired', target: 'quoting', actions: assign({ reconfirm: true, notice: 'expired' }) },
            { guard: 'unknown', target: 'unknown', actions: emit({ type: 'unknown' as const }) },
            {
              target: 'failed',
              actions: assign({ failure: ({ event }) => failureOf(event.error), reconfirm: false }),
            },
          ],
        },
      },
      done: { on: { again: { target: 'editing', actions: assign({ amount: '', result: null, ...FRESH }) } } },
      unknown: { on: { again: { target: 'editing', actions: assign({ amount: '', ...FRESH }) } } },
      failed: { on: { retry: { target: 'checking', actions: assign({ ...FRESH }) } } },
    },
  }),
);

export type ConvertQuoteMachine = ReturnType<typeof convertQuoteMachine>;
