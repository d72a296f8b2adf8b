import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { keptDraft } from '../shared/draft-store';
import { failureOf } from '../shared/failure-message';
import { forward, forwardLogic } from '../shared/forward';
import { watchSpotAccount } from '../shared/spot-account.watch';
import { NO_WITHDRAW_TERMS } from './withdraw-form';
import { termsOf } from './withdraw-screen.terms';
import type {
  WithdrawBook,
  WithdrawScreenContext,
  WithdrawScreenDeps,
  WithdrawScreenEmitted,
  WithdrawScreenEvent,
  WithdrawScreenInput,
} from './withdraw-screen.types';

export type * from './withdraw-screen.types';

type Context = WithdrawScreenContext;

/** Money moved (or may have): the book, the records and (on entering loading) the balances are asked again. */
const AFTER_MONEY_MOVED = { target: '.loading', reenter: true, actions: ['reloadRecords', 'tell'] } as const;

/**
 * The withdraw screen: owns the form, the records and the cancel, and is the glue. It loads
 * the book (fees and minimums, the saved addresses, every past withdrawal's address) and hears the app's spot account, and
 * hands both to the form as terms; after a withdrawal, an outcome nobody knows, or a cancel,
 * it reloads the book, the records and the spot account, so the frozen amount and the new row
 * show, and emits the outcome for the toast. After a refusal it reloads the book, whose guard
 * says whether wrong fund passwords have locked withdrawals. Started with the profile's
 * googleBind: a bound authenticator makes the form ask for its code as well.
 */
export function createWithdrawScreenMachine(deps: WithdrawScreenDeps) {
  return setup({
    types: {} as {
      context: Context;
      events: WithdrawScreenEvent;
      emitted: WithdrawScreenEmitted;
      input: WithdrawScreenInput;
    },
    actors: {
      form: deps.form,
      records: deps.records,
      cancel: deps.cancel,
      forward: forwardLogic,
      watchSpotAccount,
      loadBook: fromPromise<WithdrawBook>(() => {
        throw new Error('loadBook not provided');
      }),
    },
    actions: {
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      reloadSpot: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
      relayTerms: sendTo(
        ({ context }) => context.form,
        ({ context }) => ({ type: 'terms.update' as const, terms: termsOf(context, deps.now) }),
      ),
      tell: emit(({ event }): WithdrawScreenEmitted => {
        if (event.type === 'withdraw.sent') return { type: 'withdraw.sent', withdrawal: event.output };
        return { type: event.type === 'withdraw.unknown' ? 'withdraw.unknown' : 'withdraw.cancelled' };
      }),
    },
  }).createMachine({
    id: 'withdrawScreen',
    context: ({ spawn, input }) => ({
      form: spawn('form', {
        id: 'form',
        input: {
          terms: { ...NO_WITHDRAW_TERMS, now: deps.now, authenticator: input.authenticator },
          ...keptDraft(deps.drafts, 'withdraw'),
        },
      }),
      records: spawn('records', { id: 'records' }),
      cancel: spawn('cancel', { id: 'cancel', input: { terms: null } }),
      spotAccount: deps.spotAccount,
      book: null,
      error: null,
      spot: null,
      spotError: null,
      authenticator: input.authenticator,
    }),
    invoke: [
      forward(({ form }: Context) => form, {
        succeeded: 'withdraw.sent',
        unknown: 'withdraw.unknown',
        failed: 'withdraw.refused',
      }),
      forward(({ cancel }: Context) => cancel, { succeeded: 'withdraw.cancelled' }),
      { src: 'watchSpotAccount', input: ({ context }) => ({ spotAccount: context.spotAccount }) },
    ],
    on: {
      'spot.changed': {
        actions: [
          assign({ spot: ({ event }) => event.rows, spotError: ({ event }) => event.error }),
          'relayTerms',
        ],
      },
    },
    initial: 'terms',
    states: {
      // The terms: the book is loaded here and the spot balances asked anew, on every visit, on
      // Retry, and whenever money moved.
      terms: {
        on: {
          'terms.reload': { target: '.loading', reenter: true },
          'withdraw.sent': AFTER_MONEY_MOVED,
          'withdraw.unknown': AFTER_MONEY_MOVED,
          'withdraw.cancelled': AFTER_MONEY_MOVED,
          // A refusal may have locked withdrawals (wrong fund passwords): the book says until when.
          'withdraw.refused': { target: '.loading', reenter: true },
        },
        initial: 'loading',
        states: {
          loading: {
            entry: [assign({ error: null }), 'reloadSpot'],
            invoke: {
              src: 'loadBook',
              onDone: {
                target: 'ready',
                actions: [assign({ book: ({ event }) => event.output }), 'relayTerms'],
              },
              onError: {
                target: 'failed',
                actions: assign({ error: ({ event }) => failureOf(event.error) }),
              },
            },
          },
          ready: {},
          failed: {},
        },
      },
    },
  });
}

export type WithdrawScreenMachine = ReturnType<typeof createWithdrawScreenMachine>;
