import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from './failure-message';

export interface SubmissionContext<I> {
  /** Why the last input was refused before sending (a SPEC message), if it was. */
  refusal: string | null;
  /** The server's message of the last failure ('error' when it gave none). */
  failure: string | null;
  /** The input being sent, kept for the invoke. */
  input: I | null;
}

export type SubmissionEvent<I> = { type: 'submit'; input: I } | { type: 'dismiss' };

/**
 * One action that moves money or changes an account and must never be sent twice
 * (DESIGN.md section 5): a transfer, adding demo funds, a withdrawal. `validate` holds the
 * SPEC rules checked before sending; `send` is supplied by the composition root.
 */
export function createSubmissionMachine<I>(validate: (input: I) => string | null) {
  return setup({
    types: {} as { context: SubmissionContext<I>; events: SubmissionEvent<I> },
    actors: {
      // `unknown` input: xstate's types cannot check a generic invoke input. provideSubmission
      // below is the one typed way in.
      send: fromPromise<unknown, unknown>(() => {
        throw new Error('send not provided');
      }),
    },
    actions: {
      /** What the screen does after a success (reload balances, clear the form). */
      succeeded: () => undefined,
    },
    guards: {
      refused: ({ event }) => event.type === 'submit' && validate(event.input) !== null,
    },
  }).createMachine({
    id: 'submission',
    context: { refusal: null, failure: null, input: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          submit: [
            {
              guard: 'refused',
              actions: assign({
                refusal: ({ event }) => validate(event.input),
                failure: null,
              }),
            },
            { target: 'submitting', actions: assign({ input: ({ event }) => event.input, refusal: null }) },
          ],
          dismiss: { actions: assign({ refusal: null, failure: null }) },
        },
      },
      submitting: {
        entry: assign({ failure: null }),
        invoke: {
          src: 'send',
          input: ({ context }: { context: SubmissionContext<I> }) => context.input,
          onDone: { target: 'idle', actions: ['succeeded', assign({ input: null })] },
          onError: {
            target: 'idle',
            actions: assign({ failure: ({ event }) => failureMessage(event.error), input: null }),
          },
        },
        // No submit handler here: a second press while sending sends nothing.
      },
    },
  });
}

export type SubmissionMachine<I> = ReturnType<typeof createSubmissionMachine<I>>;

/** Supplies the sending and the after-success step with the input's real type. */
export function provideSubmission<I>(
  machine: SubmissionMachine<I>,
  send: (input: I) => Promise<unknown>,
  succeeded: () => void = () => undefined,
): SubmissionMachine<I> {
  return machine.provide({
    // The machine only ever invokes with the input of a submit event, which is an I.
    actors: { send: fromPromise(({ input }) => send(input as I)) },
    actions: { succeeded },
  });
}
