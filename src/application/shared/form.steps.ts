import { failureOf, OUTCOME_STILL_UNKNOWN, OUTCOME_UNKNOWN } from './failure-message';
import type { FormContext, FormInput, FormRules, FormShape } from './form.types';
import { SERVER_DEADLINE_MS } from './outcome-unknown';
import { newRequestId } from './request-id';

const FRESH = { refusals: [], failure: null } as const;

/**
 * A double click is one press: a press this soon after a send that went through (or may have)
 * is its second click (the common double-click interval), even when the first one's answer came
 * back in between, when it would send exactly the same request or when it is the same button
 * pressed again with nothing typed since (the success cleared the draft it would be checked
 * against: told as a refusal, it would cover the success). A press that would send something
 * else (another order's Cancel, the whitelist's other switch, the next transfer once typed) is
 * a new one, and so is any press after a refusal or "again", which leave nothing sent to repeat.
 */
export const DOUBLE_PRESS_MS = 500;

/** Two requests are the same when they would send the same fields. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a request went out within the double-click interval, on the steady clock. */
const justSent = (context: { request: unknown; pressedAt: number; steady: () => number }) =>
  context.request !== null && context.steady() - context.pressedAt < DOUBLE_PRESS_MS;

/** An invoke's done event's output, read without xstate's generic event types. */
export const outputOf = <S extends FormShape>(event: unknown) => (event as { output: S['output'] }).output;
/** An invoke's error event's error. */
export const errorOf = (event: unknown): unknown => (event as { error: unknown }).error;

/**
 * What each step of the form machine does to its context, as pure functions of the form's
 * rules: the machine only says when each applies.
 */
export function formSteps<S extends FormShape>(rules: FormRules<S>) {
  type Context = FormContext<S>;
  type Draft = S['draft'];
  const afterFailure = (draft: Draft) => rules.afterFailure?.(draft) ?? draft;
  /** A patch as typed, through the field rules; what was said of the last press goes. */
  const take = (context: Context, patch: Partial<Draft> | undefined) => ({
    draft:
      patch === undefined
        ? context.draft
        : (rules.edit?.(context.draft, patch, context.terms) ?? { ...context.draft, ...patch }),
    ...FRESH,
  });
  return {
    fresh: FRESH,
    /** The context a form starts with; one started without terms (an account form) takes its rules' own. */
    start: (input: FormInput<S>): Context => ({
      draft: { ...rules.empty, ...input.draft },
      terms: input.terms ?? (rules.terms as S['terms']),
      ...FRESH,
      request: null,
      acknowledged: false,
      sentAt: 0,
      pressedAt: 0,
      press: {},
      output: null,
      now: input.now ?? (() => Date.now()),
      steady: input.steady ?? (() => performance.now()),
      keep: input.keep ?? (() => undefined),
      requestId: null,
      unsettled: null,
      newId: input.newId ?? newRequestId,
    }),
    take,
    refusals: (context: Context) => rules.check(context.draft, context.terms),
    prepared: (context: Context): Partial<Context> => ({
      request: rules.request(context.draft, context.terms),
      acknowledged: false,
    }),
    /**
     * A send goes out with a client request id: the one of an unknown outcome when the request is
     * the same (the server answers it with the first answer, never applying it twice), else a new one.
     */
    sending: (context: Context): Partial<Context> => ({
      sentAt: context.now(),
      pressedAt: context.steady(),
      requestId:
        context.unsettled !== null && same(context.unsettled.request, context.request)
          ? context.unsettled.requestId
          : context.newId(),
      ...FRESH,
    }),
    succeeded: (context: Context, output: S['output']): Partial<Context> => ({
      output,
      draft: rules.afterSuccess?.(context.draft) ?? rules.empty,
      unsettled: null,
    }),
    /** Nothing was applied: no request is kept, so a press right after is a new one. */
    failed: (context: Context, error: unknown): Partial<Context> => ({
      failure: failureOf(error),
      draft: afterFailure(context.draft),
      request: null,
      unsettled: null,
    }),
    unknown: (context: Context): Partial<Context> => ({
      failure: OUTCOME_UNKNOWN,
      draft: afterFailure(context.draft),
      unsettled: {
        request: context.request as S['request'],
        requestId: context.requestId ?? context.newId(),
      },
    }),
    /** The server's deadline has passed and the lists still do not show it: the user looks. */
    stillUnknown: (): Partial<Context> => ({ failure: OUTCOME_STILL_UNKNOWN }),
    /** Whether the exchange could no longer apply what was sent (its deadline has passed). */
    pastDeadline: (context: Context) => context.now() - context.sentAt >= SERVER_DEADLINE_MS,
    /** "Again" (a new withdrawal, another order): the user starts anew, so the next press is a new one. */
    restarted: (context: Context): Partial<Context> => ({
      draft: rules.restart?.(context.draft) ?? rules.empty,
      output: null,
      request: null,
      unsettled: null,
      ...FRESH,
    }),
    /** Whether a press now would be a double click's second click: the same request, just sent. */
    repeatsSend: (context: Context, patch: Partial<Draft> | undefined): boolean => {
      if (!justSent(context)) return false;
      const { draft } = take(context, patch);
      if (rules.check(draft, context.terms).length > 0) return false;
      return same(rules.request(draft, context.terms), context.request);
    },
    /**
     * Whether a press on a form that has an outcome (nothing typed since the send: an edit
     * leaves that state) is the sending press's button again, just after: its second click.
     */
    pressesAgain: (context: Context, patch: Partial<Draft> | undefined): boolean =>
      justSent(context) && same(patch ?? {}, context.press),
    kept: (context: Context) => rules.kept?.(context.draft) ?? {},
    /** Whether Confirm may be taken: no warning to acknowledge, or the user ticked it. */
    confirmable: (context: Context) =>
      context.acknowledged || !(rules.acknowledge?.(context.draft, context.terms) ?? false),
  };
}
