import { assign, emit, fromPromise, setup } from 'xstate';
import {
  withdrawProblem,
  withdrawRequestOf,
  type WithdrawContext,
} from '../../domain/withdraw/withdraw-rules';
import type { Withdrawal, WithdrawForm, WithdrawRequest } from '../../domain/withdraw/withdrawal';
import { failureOf } from '../shared/failure-message';
import { answerLost } from '../shared/outcome-unknown';
import type {
  WithdrawFormContext,
  WithdrawFormEmitted,
  WithdrawFormEvent,
  WithdrawFormInput,
} from './withdraw-form.types';

export type * from './withdraw-form.types';

export const EMPTY_WITHDRAW_FORM: WithdrawForm = {
  coin: 'USDT',
  network: 'TRC20',
  addressId: null,
  address: '',
  amount: '',
  fundPassword: '',
  code: '',
};

export function ruleContextOf(context: WithdrawFormContext): WithdrawContext {
  const terms = context.terms;
  return {
    config: terms?.config ?? [],
    available: terms?.available[context.form.coin] ?? null,
    saved: terms?.saved ?? [],
    now: context.now(),
  };
}

const refusalOf = (context: WithdrawFormContext) => withdrawProblem(context.form, ruleContextOf(context));

/** The secrets never outlive a send: a new attempt needs them typed again. */
const withoutSecrets = (form: WithdrawForm): WithdrawForm => ({ ...form, fundPassword: '', code: '' });

/**
 * editing -> confirming -> submitting -> done | unknown | editing (refused, with the server's
 * message). `submitting` has no submit or confirm handler: one press, one withdrawal. A lost
 * answer is `unknown`: nothing is resent; the screen reloads records and balances and says so.
 */
export const withdrawFormMachine = setup({
  types: {} as {
    context: WithdrawFormContext;
    events: WithdrawFormEvent;
    input: WithdrawFormInput;
    emitted: WithdrawFormEmitted;
  },
  actors: {
    send: fromPromise<Withdrawal, WithdrawRequest>(() => {
      throw new Error('send not provided');
    }),
  },
  actions: {
    startOver: assign(({ context }) => ({
      form: { ...EMPTY_WITHDRAW_FORM, coin: context.form.coin, network: context.form.network },
      sent: null,
      refusal: null,
      failure: null,
    })),
  },
  guards: {
    refused: ({ context }) => refusalOf(context) !== null,
    // A lost answer: the withdrawal may or may not be queued (the one rule, outcome-unknown.ts).
    unknownOutcome: answerLost,
  },
}).createMachine({
  id: 'withdrawForm',
  context: ({ input }) => ({
    form: EMPTY_WITHDRAW_FORM,
    terms: null,
    now: input.now ?? (() => Date.now()),
    refusal: null,
    failure: null,
    sent: null,
  }),
  on: { 'terms.update': { actions: assign({ terms: ({ event }) => event.terms }) } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        edit: {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, ...event.patch }),
            refusal: null,
            failure: null,
          }),
        },
        submit: [
          { guard: 'refused', actions: assign({ refusal: ({ context }) => refusalOf(context) }) },
          { target: 'confirming', actions: assign({ refusal: null, failure: null }) },
        ],
      },
    },
    confirming: { on: { confirm: 'submitting', back: 'editing' } },
    submitting: {
      invoke: {
        src: 'send',
        input: ({ context }) => withdrawRequestOf(context.form),
        onDone: {
          target: 'done',
          actions: [
            assign({
              sent: ({ event }) => event.output,
              form: ({ context }) => withoutSecrets(context.form),
            }),
            emit(({ event }) => ({ type: 'withdraw.sent', withdrawal: event.output })),
          ],
        },
        onError: [
          {
            guard: 'unknownOutcome',
            target: 'unknown',
            actions: [
              assign({ form: ({ context }) => withoutSecrets(context.form) }),
              emit({ type: 'withdraw.unknown' }),
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({
                failure: ({ event }) => failureOf(event.error),
                form: ({ context }) => ({ ...context.form, fundPassword: '' }),
              }),
              emit(({ event }) => ({ type: 'withdraw.failed', failure: failureOf(event.error) })),
            ],
          },
        ],
      },
    },
    done: { on: { again: { target: 'editing', actions: 'startOver' } } },
    unknown: { on: { again: { target: 'editing', actions: 'startOver' } } },
  },
});

export type WithdrawFormMachine = typeof withdrawFormMachine;
