import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf, OUTCOME_UNKNOWN, type Failure } from './failure-message';
import { answerLost } from './outcome-unknown';

export interface SubmissionContext<I, P extends string = string> {
  /** Why the last input was refused before sending (a SPEC message), if it was. */
  refusal: P | null;
  /** Why the last send failed (the server's msg, or a kind the UI translates). */
  failure: Failure | null;
  /** The input being sent, kept for the invoke. */
  input: I | null;
}

export type SubmissionEvent<I> = { type: 'submit'; input: I } | { type: 'dismiss' };

/** Told to whoever listens (`actorRef.on('succeeded', ...)`): the screen toasts and moves on. */
export type SubmissionEmitted = { type: 'succeeded' };

export interface SubmissionOptions {
  /**
   * The submission moves money (a transfer, demo funds): a lost answer is "outcome unknown"
   * (`outcome-unknown.ts`), so the machine runs `reconcile` (reloads the balances) before
   * the button comes back, and never sends again by itself.
   */
  movesMoney?: boolean;
  /**
   * The form is done once it succeeds (an account form: the screen moves on). A press that
   * lands after the answer, as the second click of a double click can on a fast server,
   * sends nothing.
   */
  endsOnSuccess?: boolean;
}

/**
 * One action that moves money or changes an account and must never be sent twice
 * (DESIGN.md section 5): a transfer, adding demo funds, a withdrawal, an account form. `validate`
 * holds the domain rules checked before sending, so bad input never reaches `send`, which
 * the application's use-case factories supply.
 */
export function createSubmissionMachine<I, P extends string = string>(
  validate: (input: I) => P | null,
  { movesMoney = false, endsOnSuccess = false }: SubmissionOptions = {},
) {
  return setup({
    types: {} as { context: SubmissionContext<I, P>; events: SubmissionEvent<I>; emitted: SubmissionEmitted },
    actors: {
      // `unknown` input: xstate's types cannot check a generic invoke input. provideSubmission
      // below is the one typed way in.
      send: fromPromise<unknown, unknown>(() => {
        throw new Error('send not provided');
      }),
      // Nothing to reload unless the owner supplies it (withReconcile).
      reconcile: fromPromise<undefined>(async () => undefined),
    },
    actions: {
      /** What the screen does after a success (reload balances, clear the form). */
      succeeded: () => undefined,
    },
    guards: {
      refused: ({ event }) => event.type === 'submit' && validate(event.input) !== null,
      outcomeUnknown: (args) => movesMoney && answerLost(args),
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
            target: endsOnSuccess ? 'succeeded' : 'idle',
            actions: ['succeeded', assign({ input: null }), emit({ type: 'succeeded' } as const)],
          },
          onError: [
            { guard: 'outcomeUnknown', target: 'reconciling' },
            {
              target: 'idle',
              actions: assign({ failure: ({ event }) => failureOf(event.error), input: null }),
            },
          ],
        },
        // No submit handler here: a second press while sending sends nothing.
      },
      // A form that ends on success takes no further submits (see endsOnSuccess).
      succeeded: {},
      // The answer was lost: the balances reload before the button comes back; nothing is resent.
      reconciling: {
        invoke: {
          src: 'reconcile',
          onDone: { target: 'idle', actions: assign({ failure: OUTCOME_UNKNOWN, input: null }) },
          onError: { target: 'idle', actions: assign({ failure: OUTCOME_UNKNOWN, input: null }) },
        },
      },
    },
  });
}

export type SubmissionMachine<I, P extends string = string> = ReturnType<
  typeof createSubmissionMachine<I, P>
>;

/** Supplies what a lost answer reloads before the button comes back (the balances shown). */
export function withReconcile<I, P extends string = string>(
  machine: SubmissionMachine<I, P>,
  reconcile: () => Promise<void>,
): SubmissionMachine<I, P> {
  return machine.provide({ actors: { reconcile: fromPromise(async () => void (await reconcile())) } });
}

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
