import { assign, fromPromise, setup } from 'xstate';
import type { RegisterRequest } from '../../domain/user/user';
import { messageOf } from './session.types';

export interface AccountFormContext {
  /** The server msg of the last failure ('' lets the UI say 'error'), null when none. */
  failure: string | null;
}

export type AccountFormEvent = { type: 'submit'; request: RegisterRequest } | { type: 'failure.shown' };

/**
 * One account form's submit (register; later forgot and modify password): idle ->
 * submitting -> succeeded, back to idle with the server msg on failure. A submit while
 * one is in flight is ignored, so nothing is sent twice.
 */
export const registerMachine = setup({
  types: {} as { context: AccountFormContext; events: AccountFormEvent },
  actors: {
    submit: fromPromise<null, RegisterRequest>(() => {
      throw new Error('submit not provided');
    }),
  },
}).createMachine({
  id: 'register',
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

export type RegisterMachine = typeof registerMachine;
