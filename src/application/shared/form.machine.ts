import { and, assign, emit, fromPromise, setup } from 'xstate';
import { failureOf } from './failure-message';
import { errorOf, formSteps, outputOf } from './form.steps';
import { answerLost, RECHECK_MS } from './outcome-unknown';
import type {
  FormContext,
  FormEmitted,
  FormEvent,
  FormInput,
  FormOptions,
  FormRules,
  FormShape,
  SentCheck,
} from './form.types';

export type * from './form.types';

export { DOUBLE_PRESS_MS } from './form.steps';

/**
 * Every form that sends something: editing -> (confirming) -> submitting -> done | editing
 * (refused, with the server's message) | reconciling -> done | unknown. The draft lives here,
 * never in React state; each edit goes through the form's field rules and is kept (`keep`) so a
 * screen that remounts finds it again. A press checks the domain's rules first, so bad input
 * never reaches `send`. `submitting` and `reconciling` take no press: one press, one send. A form
 * that moves money treats a lost answer as an outcome nobody knows: `reconcile` looks for what
 * was sent, and nothing is sent again unless the user presses again.
 */
export function createFormMachine<S extends FormShape>(
  rules: FormRules<S>,
  { movesMoney = false, endsOnSuccess = false }: FormOptions = {},
) {
  type Context = FormContext<S>;
  const step = formSteps(rules);
  /** What was sent and when, for `reconcile` to look for in the lists. */
  const sentCheck = ({ context }: { context: Context }): SentCheck<S['request']> => ({
    request: context.request as S['request'],
    sentAt: context.sentAt,
  });
  // After a success or an unknown outcome the next press is a new one (unless the form has ended,
  // or it is the last press's second click).
  const AFTER_OUTCOME = {
    edit: { guard: 'open', target: 'editing', actions: ['take', 'keep'] },
    submit: {
      guard: and(['open', 'newPress', 'notPressedAgain']),
      target: 'checking',
      actions: ['notePress', 'take', 'keep'],
    },
    again: { guard: 'open', target: 'editing', actions: ['restart', 'keep'] },
  } as const;
  return setup({
    types: {} as { context: Context; events: FormEvent<S>; input: FormInput<S>; emitted: FormEmitted<S> },
    actors: {
      // `unknown` in and out: xstate cannot type a generic invoke; provideForm is the typed way in.
      send: fromPromise<unknown, unknown>(() => {
        throw new Error('send not provided');
      }),
      // Nothing found unless the owner says how to look (provideForm): the outcome stays unknown.
      reconcile: fromPromise<unknown, unknown>(async () => null),
    },
    actions: {
      /** Hands what of the draft may outlive the screen to the keeper the form was started with. */
      keep: ({ context }) => context.keep(step.kept(context)),
      take: assign(({ context, event }) => step.take(context, 'patch' in event ? event.patch : undefined)),
      notePress: assign({ press: ({ event }) => ('patch' in event ? event.patch : undefined) ?? {} }),
      refuse: assign({ refusals: ({ context }) => step.refusals(context) }),
      prepare: assign(({ context }) => step.prepared(context)),
      startSending: assign(({ context }) => step.sending(context)),
      succeed: assign(({ context, event }) => step.succeeded(context, outputOf<S>(event))),
      tellSucceeded: emit(({ context, event }) => ({
        type: 'succeeded' as const,
        output: outputOf<S>(event),
        request: context.request as S['request'],
      })),
      fail: assign(({ context, event }) => step.failed(context, errorOf(event))),
      tellFailed: emit(({ event }) => ({ type: 'failed' as const, failure: failureOf(errorOf(event)) })),
      markUnknown: assign(({ context }) => step.unknown(context)),
      tellUnknown: emit(({ context }) => ({
        type: 'unknown' as const,
        request: context.request as S['request'],
      })),
      restart: assign(({ context }) => step.restarted(context)),
      giveUp: assign(() => step.stillUnknown()),
    },
    delays: { recheck: RECHECK_MS },
    guards: {
      refused: ({ context }) => step.refusals(context).length > 0,
      confirmsFirst: ({ context }) => rules.confirm?.(context.draft, context.terms) ?? false,
      confirmable: ({ context }) => step.confirmable(context),
      outcomeUnknown: (args) => movesMoney && answerLost(args),
      pastDeadline: ({ context }) => step.pastDeadline(context),
      found: ({ event }) => {
        const output = (event as { output?: unknown }).output;
        return output !== null && output !== undefined;
      },
      // A form that ends on success takes nothing more once done.
      open: () => !endsOnSuccess,
      newPress: ({ context, event }) =>
        !step.repeatsSend(context, 'patch' in event ? event.patch : undefined),
      notPressedAgain: ({ context, event }) =>
        !step.pressesAgain(context, 'patch' in event ? event.patch : undefined),
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => step.start(input),
    on: { 'terms.update': { actions: assign({ terms: ({ event }) => event.terms }) } },
    initial: 'editing',
    states: {
      editing: {
        on: {
          edit: { actions: ['take', 'keep'] },
          dismiss: { actions: assign(step.fresh) },
          submit: { guard: 'newPress', target: 'checking', actions: ['notePress', 'take', 'keep'] },
        },
      },
      checking: {
        always: [
          { guard: 'refused', target: 'editing', actions: 'refuse' },
          { guard: 'confirmsFirst', target: 'confirming', actions: 'prepare' },
          { target: 'submitting', actions: 'prepare' },
        ],
      },
      confirming: {
        on: {
          confirm: { guard: 'confirmable', target: 'submitting' },
          acknowledge: { actions: assign({ acknowledged: ({ event }) => event.acknowledged }) },
          back: 'editing',
          edit: { target: 'editing', actions: ['take', 'keep'] },
        },
      },
      submitting: {
        entry: 'startSending',
        invoke: {
          src: 'send',
          input: ({ context }: { context: Context }) => ({
            request: context.request,
            requestId: context.requestId,
          }),
          onDone: { target: 'done', actions: ['succeed', 'tellSucceeded', 'keep'] },
          onError: [
            { guard: 'outcomeUnknown', target: 'reconciling' },
            { target: 'editing', actions: ['fail', 'tellFailed'] },
          ],
        },
      },
      reconciling: {
        invoke: {
          src: 'reconcile',
          input: sentCheck,
          onDone: [
            { guard: 'found', target: 'done', actions: ['succeed', 'tellSucceeded', 'keep'] },
            { target: 'unknown' },
          ],
          onError: { target: 'unknown' },
        },
      },
      // Nothing is known: the user is told, the lists reload, and the next press is the user's own.
      // The exchange may still apply it: the form looks again now and then until the server's
      // deadline has passed (found: it succeeded), then says it still does not know.
      unknown: {
        entry: ['markUnknown', 'tellUnknown', 'keep'],
        on: AFTER_OUTCOME,
        initial: 'watching',
        states: {
          watching: { after: { recheck: 'looking' } },
          looking: {
            invoke: {
              src: 'reconcile',
              input: sentCheck,
              onDone: [
                { guard: 'found', target: '#form.done', actions: ['succeed', 'tellSucceeded', 'keep'] },
                { guard: 'pastDeadline', target: 'gaveUp' },
                { target: 'watching' },
              ],
              onError: [{ guard: 'pastDeadline', target: 'gaveUp' }, { target: 'watching' }],
            },
          },
          gaveUp: { entry: 'giveUp' },
        },
      },
      done: { on: AFTER_OUTCOME },
    },
  });
}

export type FormMachine<S extends FormShape> = ReturnType<typeof createFormMachine<S>>;
