import { assign, emit, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Withdrawal } from '../../domain/withdraw/withdrawal';
import type { PagedListMachine } from '../paging/paged-list.machine';
import { failureOf, type Failure } from '../shared/failure-message';
import type { SubmissionMachine } from '../shared/submission.machine';
import type { WithdrawFormEmitted, WithdrawFormMachine, WithdrawTerms } from './withdraw-form.machine';

export interface WithdrawScreenDeps {
  form: WithdrawFormMachine;
  records: PagedListMachine<Withdrawal>;
  /** Cancels a pending withdrawal by id. */
  cancel: SubmissionMachine<string>;
  /** Server time, for the saved addresses' cool-downs. */
  now?: () => number;
}

export interface WithdrawScreenContext {
  form: ActorRefFrom<WithdrawFormMachine>;
  records: ActorRefFrom<PagedListMachine<Withdrawal>>;
  cancel: ActorRefFrom<SubmissionMachine<string>>;
  terms: WithdrawTerms | null;
  error: Failure | null;
}

export type WithdrawScreenEmitted = WithdrawFormEmitted | { type: 'withdraw.cancelled' };

export type WithdrawScreenEvent = WithdrawScreenEmitted | { type: 'terms.reload' };

type Children = Pick<WithdrawScreenContext, 'form' | 'cancel'>;

/** How the screen hears the form's outcomes and a finished cancel. */
const listenToChildren = fromCallback<WithdrawScreenEvent, Children>(({ input, sendBack }) => {
  const subscriptions = [
    input.form.on('withdraw.sent', (event) => sendBack(event)),
    input.form.on('withdraw.unknown', (event) => sendBack(event)),
    input.form.on('withdraw.failed', (event) => sendBack(event)),
    input.cancel.on('succeeded', () => sendBack({ type: 'withdraw.cancelled' })),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

/**
 * The withdraw screen: loads the terms (fees, spot balances, address book) and hands them
 * to the form; after a withdrawal, an outcome nobody knows, or a cancel, it reloads the
 * terms and the records, so the frozen amount and the new row show, and emits the outcome.
 */
export function createWithdrawScreenMachine(deps: WithdrawScreenDeps) {
  return setup({
    types: {} as {
      context: WithdrawScreenContext;
      events: WithdrawScreenEvent;
      emitted: WithdrawScreenEmitted;
    },
    actors: {
      form: deps.form,
      records: deps.records,
      cancel: deps.cancel,
      listenToChildren,
      loadTerms: fromPromise<WithdrawTerms>(() => {
        throw new Error('loadTerms not provided');
      }),
    },
    actions: {
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      relayTerms: sendTo(
        ({ context }) => context.form,
        ({ context }) => ({
          type: 'terms.update',
          terms: context.terms ?? { config: [], available: {}, frozen: {}, saved: [] },
        }),
      ),
    },
  }).createMachine({
    id: 'withdrawScreen',
    context: ({ spawn }) => ({
      form: spawn('form', { id: 'form', input: { now: deps.now } }),
      records: spawn('records', { id: 'records' }),
      cancel: spawn('cancel', { id: 'cancel' }),
      terms: null,
      error: null,
    }),
    invoke: {
      src: 'listenToChildren',
      input: ({ context }) => ({ form: context.form, cancel: context.cancel }),
    },
    initial: 'loading',
    on: {
      'terms.reload': '.loading',
      'withdraw.sent': { target: '.loading', actions: ['reloadRecords', emit(({ event }) => event)] },
      'withdraw.unknown': { target: '.loading', actions: ['reloadRecords', emit(({ event }) => event)] },
      'withdraw.failed': { actions: emit(({ event }) => event) },
      'withdraw.cancelled': {
        target: '.loading',
        actions: ['reloadRecords', emit({ type: 'withdraw.cancelled' })],
      },
    },
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'loadTerms',
          onDone: {
            target: 'ready',
            actions: [assign({ terms: ({ event }) => event.output }), 'relayTerms'],
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
  });
}

export type WithdrawScreenMachine = ReturnType<typeof createWithdrawScreenMachine>;
