import {
  identityProblems,
  identitySubmissionOf,
  type IdentityField,
  type IdentityForm,
  type IdentityProblem,
  type IdentitySubmission,
} from '../../domain/account/identity-form';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

export interface IdentityShape {
  draft: IdentityForm;
  terms: null;
  request: IdentitySubmission;
  output: unknown;
  problem: IdentityProblem;
  field: IdentityField;
}

export type IdentityFormMachine = FormMachine<IdentityShape>;

export const identityRules: FormRules<IdentityShape> = {
  empty: { realName: '', idNumber: '', front: null, back: null },
  check: (draft) => identityProblems(draft),
  request: (draft) => identitySubmissionOf(draft),
  // A refused submission keeps what was typed and chosen, to correct one field.
  // Nothing is kept across a remount: an ID's number and photos stay on their screen.
};

/**
 * The identity check (KYC): the name and number on the ID and both of its photos, sent once;
 * done once it succeeds (the screen then shows the review's status from the profile).
 */
export function createIdentityForm(): IdentityFormMachine {
  return createFormMachine<IdentityShape>(identityRules, { endsOnSuccess: true });
}
