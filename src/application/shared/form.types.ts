import type { Failure } from './failure-message';
import type { RequestOnce } from '../../domain/shared/request-once';

/**
 * Why a draft cannot be sent, in the domain's own words, with the fields it concerns: a form
 * marks each of them ('Passwords are inconsistent' marks the password and its confirmation).
 */
export interface Refusal<P extends string = string, F extends string = string> {
  problem: P;
  fields: readonly F[];
}

/**
 * The types one form works with: what the user types (the draft), what the screen knows besides
 * (terms: balances, config, server time), what is sent and answered, and the refusals' words and
 * fields.
 */
export interface FormShape {
  draft: object;
  terms: unknown;
  request: unknown;
  output: unknown;
  problem: string;
  field: string;
}

/**
 * One form's rules, all pure: what typing does to the draft, what the domain refuses, whether
 * a valid draft is confirmed first, and what is sent. An instance of the form machine is
 * these rules and nothing else; the machine does the rest the same way for every form.
 */
export interface FormRules<S extends FormShape> {
  /** The draft a form starts with, and returns to after `again`. */
  empty: S['draft'];
  /** The terms before the screen relays any (a form without terms: its only value). */
  terms?: S['terms'];
  /** A patch as typed, through the fields' own rules (digits only; a new coin resets its network). */
  edit?(draft: S['draft'], patch: Partial<S['draft']>, terms: S['terms']): S['draft'];
  /** The domain's checks before anything is sent: empty when the draft may be sent. */
  check(draft: S['draft'], terms: S['terms']): readonly Refusal<S['problem'], S['field']>[];
  /** Whether this valid draft is confirmed first (every withdrawal; a price far through the market). */
  confirm?(draft: S['draft'], terms: S['terms']): boolean;
  /**
   * Whether the confirmation warns of something the user must acknowledge before Confirm is
   * taken (an address that imitates a known one). Read at the press, on the terms then. By default no.
   */
  acknowledge?(draft: S['draft'], terms: S['terms']): boolean;
  /** What is sent for a valid draft, exactly as confirmed. */
  request(draft: S['draft'], terms: S['terms']): S['request'];
  /** The draft after a success: the amount cleared, secrets gone. By default the empty draft. */
  afterSuccess?(draft: S['draft']): S['draft'];
  /** The draft after a refusal or an unknown outcome (a secret typed again). By default unchanged. */
  afterFailure?(draft: S['draft']): S['draft'];
  /** What of the draft outlives the screen, for a remount (never a secret). By default nothing. */
  kept?(draft: S['draft']): Partial<S['draft']>;
  /** The draft `again` starts the next one from (a withdrawal keeps its coin and network). By default the empty draft. */
  restart?(draft: S['draft']): S['draft'];
}

export interface FormOptions {
  /**
   * The form moves money: a lost answer is "outcome unknown" (`outcome-unknown.ts`), so the
   * machine asks `reconcile` (reload the lists, look for what was sent) and never resends.
   */
  movesMoney?: boolean;
  /** The form is done once it succeeds (an account form: the screen moves on); a late press sends nothing. */
  endsOnSuccess?: boolean;
}

/** After a lost answer: what was sent and when, so the lists can be searched for it. */
export interface SentCheck<R> {
  request: R;
  sentAt: number;
}

/** How one send goes out: its client request id, which the server applies once. */
export type SendMeta = RequestOnce;

/** A send whose outcome nobody knows: the same request pressed again goes with the same id. */
export interface UnsettledSend<R> {
  request: R;
  requestId: string;
}

export interface FormContext<S extends FormShape> {
  draft: S['draft'];
  terms: S['terms'];
  /** Why the last press was refused before sending; empty when it was not. */
  refusals: readonly Refusal<S['problem'], S['field']>[];
  /** Why the last send failed (the server's msg, or a kind the UI translates). */
  failure: Failure | null;
  /** The request built from the draft at the press: what the user confirms is exactly what is sent. */
  request: S['request'] | null;
  /** Whether the user ticked the confirmation's warning; every new confirmation starts unticked. */
  acknowledged: boolean;
  sentAt: number;
  /** When the last send was pressed, on the steady clock: the double-click check's own. */
  pressedAt: number;
  /** What the last press typed with it (the Up button's direction, a Cancel's order): which button it was. */
  press: Partial<S['draft']>;
  /** The client request id of the send under way or last sent. */
  requestId: string | null;
  /** The last send whose outcome is unknown: pressing the same request again reuses its id. */
  unsettled: UnsettledSend<S['request']> | null;
  /** What the last success answered (the order placed, the withdrawal recorded). */
  output: S['output'] | null;
  now: () => number;
  steady: () => number;
  keep: (kept: Partial<S['draft']>) => void;
  newId: () => string;
}

export interface FormInput<S extends FormShape> {
  /** What the screen knows when the form starts; a form without terms (an account form) needs none. */
  terms?: S['terms'];
  /** A draft kept from the screen's last visit (`keep` below kept it). */
  draft?: Partial<S['draft']>;
  /** Keeps what of the draft may outlive the screen (the rules' `kept`) after every change. */
  keep?: (kept: Partial<S['draft']>) => void;
  /** Server time (the Clock port); the device clock when none is given. */
  now?: () => number;
  /**
   * A steady clock in milliseconds (the page's `performance.now()` when none is given), to tell
   * a double click from a new press. Not server time: its estimate moves when an answer
   * corrects it, which could make a new press look like the second click of the last one.
   */
  steady?: () => number;
  /** Makes a client request id (a random UUID when none is given; a test's counter). */
  newId?: () => string;
}

export type FormEvent<S extends FormShape> =
  | { type: 'edit'; patch: Partial<S['draft']> }
  | { type: 'terms.update'; terms: S['terms'] }
  /** A press; a patch given with it is typed first (the Up button is the order's direction). */
  | { type: 'submit'; patch?: Partial<S['draft']> }
  | { type: 'confirm' }
  /** The confirmation's warning ticked (or unticked): Confirm is taken only once it is. */
  | { type: 'acknowledge'; acknowledged: boolean }
  | { type: 'back' }
  | { type: 'dismiss' }
  /** After a success or an unknown outcome: a fresh draft for the next one. */
  | { type: 'again' };

/** Told to the screen that owns the form (`forward`), which reloads and toasts. */
export type FormEmitted<S extends FormShape> =
  | { type: 'succeeded'; output: S['output']; request: S['request'] }
  | { type: 'failed'; failure: Failure }
  | { type: 'unknown'; request: S['request'] };
