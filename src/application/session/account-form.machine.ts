import { assign, fromPromise, setup } from 'xstate';
import type { ForgetPasswordRequest, RegisterRequest, UpdatePasswordRequest } from '../../domain/user/user';
import { failureMessage } from '../shared/failure-message';

export interface AccountFormContext<R> {
  /** The server msg of the last failure ('' lets the UI say 'error'), null when none. */
  failure: string | null;
  /** The request being sent, kept for the invoke. */
  request: R | null;
}

export type AccountFormEvent<R> = { type: 'submit'; request: R } | { type: 'failure.shown' };

/**
 * One account form's submit (register, forgot password, modify password): idle ->
 * submitting -> succeeded, back to idle with the server msg on failure. A submit while
 * one is in flight is ignored, so nothing is sent twice.
 */
export function createAccountFormMachine<R>(id: string) {
  return setup({
    types: {} as { context: AccountFormContext<R>; events: AccountFormEvent<R> },
    actors: {
      // `unknown` input: xstate's types cannot check a generic invoke input.
      // provideAccountForm below is the one typed way in.
      submit: fromPromise<unknown, unknown>(() => {
        throw new Error('submit not provided');
      }),
    },
  }).createMachine({
    id,
    context: { failure: null, request: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          submit: {
            target: 'submitting',
            actions: assign({ failure: null, request: ({ event }) => event.request }),
          },
          'failure.shown': { actions: assign({ failure: null }) },
        },
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }: { context: AccountFormContext<R> }) => context.request,
          onDone: 'succeeded',
          onError: {
            target: 'idle',
            actions: assign({ failure: ({ event }) => failureMessage(event.error, ''), request: null }),
          },
        },
        // No submit handler here: a second press while sending sends nothing.
      },
      succeeded: { type: 'final' },
    },
  });
}

export type AccountFormMachine<R> = ReturnType<typeof createAccountFormMachine<R>>;

/** Supplies the sending with the request's real type. */
export function provideAccountForm<R>(
  machine: AccountFormMachine<R>,
  send: (request: R) => Promise<unknown>,
): AccountFormMachine<R> {
  // The machine only ever invokes with the request of a submit event, which is an R.
  return machine.provide({ actors: { submit: fromPromise(({ input }) => send(input as R)) } });
}

export const registerMachine = createAccountFormMachine<RegisterRequest>('register');
export type RegisterMachine = typeof registerMachine;

/** Forgot password (/forget, /pc/login/forget): the email, its code and the new password. */
export const forgetPasswordMachine = createAccountFormMachine<ForgetPasswordRequest>('forgetPassword');
export type ForgetPasswordMachine = typeof forgetPasswordMachine;

/** Modify password (/pc/login/modify, signed in): the old password, a code and the new one. */
export const modifyPasswordMachine = createAccountFormMachine<UpdatePasswordRequest>('modifyPassword');
export type ModifyPasswordMachine = typeof modifyPasswordMachine;
