import {
  antiPhishingProblem,
  AntiPhishingProblem,
  typedPhrase,
  type AntiPhishingRequest,
} from '../../domain/account/anti-phishing';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

export interface AntiPhishingShape {
  draft: AntiPhishingRequest;
  terms: null;
  request: AntiPhishingRequest;
  output: unknown;
  problem: AntiPhishingProblem;
  field: 'phrase' | 'code';
}

export type AntiPhishingFormMachine = FormMachine<AntiPhishingShape>;

export const antiPhishingRules: FormRules<AntiPhishingShape> = {
  empty: { phrase: '', code: '' },
  edit: (draft, patch) => ({
    phrase: patch.phrase === undefined ? draft.phrase : typedPhrase(patch.phrase),
    code: patch.code === undefined ? draft.code : patch.code.trim(),
  }),
  check: ({ phrase, code }) => {
    const problem = antiPhishingProblem(phrase);
    return [
      ...(problem ? [{ problem, fields: ['phrase' as const] }] : []),
      ...(code === '' ? [{ problem: AntiPhishingProblem.code, fields: ['code' as const] }] : []),
    ];
  },
  request: (draft) => draft,
  // A code works once: a refused one is typed again, the phrase stays. Nothing outlives the screen.
  afterFailure: (draft) => ({ ...draft, code: '' }),
};

/** Setting or changing the anti-phishing phrase, confirmed by the account's email code. */
export function createAntiPhishingForm(): AntiPhishingFormMachine {
  return createFormMachine<AntiPhishingShape>(antiPhishingRules);
}
