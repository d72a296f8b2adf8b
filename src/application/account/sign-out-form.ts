import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

/** Which sessions a sign-out ends: every other one, or one by its id. */
export type SignOutTarget = { kind: 'others' } | { kind: 'one'; id: string };

export interface SignOutShape {
  draft: { target: SignOutTarget };
  terms: null;
  request: SignOutTarget;
  output: unknown;
  problem: never;
  field: never;
}

export type SignOutFormMachine = FormMachine<SignOutShape>;

export const signOutRules: FormRules<SignOutShape> = {
  empty: { target: { kind: 'others' } },
  edit: (draft, patch) => ({ target: patch.target ?? draft.target }),
  check: () => [],
  // Signing a device out cannot be undone from here: the user confirms which sessions end.
  confirm: () => true,
  request: ({ target }) => target,
};

/** Ending other sessions (all, or one): chosen, confirmed, then sent once. */
export function createSignOutForm(): SignOutFormMachine {
  return createFormMachine<SignOutShape>(signOutRules);
}
