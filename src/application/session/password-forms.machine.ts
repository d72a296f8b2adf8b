import { assign, fromPromise, setup } from 'xstate';
import type { ForgetPasswordRequest, UpdatePasswordRequest } from '../../domain/user/user';
import type { AccountFormContext } from './account-form.machine';
import { messageOf } from './session.types';

type PasswordFormEvent<TRequest> = { type: 'submit'; request: TRequest } | { type: 'failure.shown' };

/**
 * Forgot password (/forget, /pc/login/forget): idle -> submitting -> succeeded, back to
 * idle with the server msg. A submit while one is in flight is ignored (no double submit).
 */
export const forgetPasswordMachine = setup({
  types: {} as { context: AccountFormContext; events: PasswordFormEvent<ForgetPasswordRequest> },
  actors: {
    submit: fromPromise<null, ForgetPasswordRequest>(() => {
      throw new Error('submit not provided');
    }),
  },
}).createMachine({
  id: 'forgetPassword',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        submit: { target: 'submitting', actions: assign({ failure: null }) },
        'failure.shown': { actions: assign({ failure: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }) => {
          if (event.type !== 'submit') throw new Error('submitting is entered by a submit event');
          return event.request;
        },
        onDone: 'succeeded',
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    succeeded: { type: 'final' },
  },
});

export type ForgetPasswordMachine = typeof forgetPasswordMachine;

/** Modify password (/pc/login/modify, signed in): the same states, the old password and a code. */
export const modifyPasswordMachine = setup({
  types: {} as { context: AccountFormContext; events: PasswordFormEvent<UpdatePasswordRequest> },
  actors: {
    submit: fromPromise<null, UpdatePasswordRequest>(() => {
      throw new Error('submit not provided');
    }),
  },
}).createMachine({
  id: 'modifyPassword',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        submit: { target: 'submitting', actions: assign({ failure: null }) },
        'failure.shown': { actions: assign({ failure: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }) => {
          if (event.type !== 'submit') throw new Error('submitting is entered by a submit event');
          return event.request;
        },
        onDone: 'succeeded',
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    succeeded: { type: 'final' },
  },
});

export type ModifyPasswordMachine = typeof modifyPasswordMachine;
