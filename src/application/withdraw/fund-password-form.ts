import { fundPasswordDigits } from '../../domain/wallet/fund-password';
import {
  type FundPasswordForm,
  FundPasswordProblem,
  fundPasswordProblem,
  fundPasswordRequestOf,
} from '../../domain/withdraw/fund-password-rules';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules, Refusal } from '../shared/form.types';

export interface FundPasswordShape {
  draft: FundPasswordForm;
  terms: null;
  request: { password: string; code: string };
  output: unknown;
  problem: FundPasswordProblem;
  field: keyof FundPasswordForm;
}

export type FundPasswordFormMachine = FormMachine<FundPasswordShape>;

/** The fields each of the rule's problems concerns: a mismatch is in both passwords. */
const FIELDS: Readonly<Record<FundPasswordProblem, readonly (keyof FundPasswordForm)[]>> = {
  [FundPasswordProblem.format]: ['password'],
  [FundPasswordProblem.mismatch]: ['password', 'confirmation'],
  [FundPasswordProblem.code]: ['code'],
};

export const fundPasswordRules: FormRules<FundPasswordShape> = {
  empty: { password: '', confirmation: '', code: '' },
  // Both password fields take digits only, six at most, however they are typed or pasted.
  edit: (draft, patch) => ({
    ...draft,
    ...patch,
    password: fundPasswordDigits(patch.password ?? draft.password),
    confirmation: fundPasswordDigits(patch.confirmation ?? draft.confirmation),
  }),
  check: (draft): Refusal<FundPasswordProblem, keyof FundPasswordForm>[] => {
    const problem = fundPasswordProblem(draft);
    return problem === null ? [] : [{ problem, fields: FIELDS[problem] }];
  },
  request: fundPasswordRequestOf,
  // Nothing of a password form outlives the screen.
};

/**
 * Setting the fund password (the profile's isAssert): 6 digits typed twice alike and the code
 * of /user/sendUpdateAssetEmail, sent once to /user/setTransactionPwd. Done once it succeeds.
 */
export function createFundPasswordForm(): FundPasswordFormMachine {
  return createFormMachine<FundPasswordShape>(fundPasswordRules, { endsOnSuccess: true });
}
