import { assign, emit, fromPromise, setup } from 'xstate';
import { failureMessage } from './failure-message';

export interface SubmissionContext<I, P extends string = string> {
  /** Why the last input was refused before sending (a SPEC message), if it was. */
  refusal: P | null;
  /** The server's message of the last failure ('error' when it gave none). */
  failure: string | null;
  /** The input being sent, kept for the invoke. */
  input: I | null;
}

export type SubmissionEvent<I> = { type: 'submit'; input: I } | { type: 'dismiss' };

/** Told to whoever listens (`actorRef.on('succeeded', ...)`): the screen toasts and moves on. */
export type SubmissionEmitted = { type: 'succeeded' };

export interface SubmissionOptions {
  /** The failure text when the server gave none; '' lets the UI say 'error' in its language. */
  failureFallback?: string;
}

/**
 * One action that moves money or changes an account and must never be sent twice
 * (DESIGN.md section 5): a transfer, adding demo funds, a withdrawal, an account form. `validate`
 * holds the domain rules checked before sending, so bad input never reaches `send`, which
 * the application's use-case factories supply.
 */
export function createSubmissionMachine<I, P extends string = string>(
  validate: (input: I) => P | null,
  { failureFallback }: SubmissionOptions = {},
) {
  return setup({
    types: {} as { context: SubmissionContext<I, P>; events: SubmissionEvent<I>; emitted: SubmissionEmitted },
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
          input: ({ context }: { context: SubmissionContext<I, P> }) => context.input,
          onDone: {
            target: 'idle',
            actions: ['succeeded', assign({ input: null }), emit({ type: 'succeeded' } as const)],
          },
          onError: {
            target: 'idle',
            actions: assign({
              failure: ({ event }) => failureMessage(event.error, failureFallback),
              input: null,
            }),
          },
        },
        // No submit handler here: a second press while sending sends nothing.
      },
    },
  });
}

export type SubmissionMachine<I, P extends string = string> = ReturnType<
  typeof createSubmissionMachine<I, P>
>;

/** Supplies the sending and the after-success step with the input's real type. */
export function provideSubmission<I, P extends string = string>(
  machine: SubmissionMachine<I, P>,
  send: (input: I) => Promise<unknown>,
  succeeded: () => void = () => undefined,
): SubmissionMachine<I, P> {
  return machine.provide({
    // The machine only ever invokes with the input of a submit event, which is an I.
    actors: { send: fromPromise(({ input }) => send(input as I)) },
    actions: { succeeded },
  });
}
