import {
  authenticatorCodeProblem,
  typedAuthenticatorCode,
  type AuthenticatorProblem,
  type RecoveryCodes,
} from '../../domain/account/authenticator';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

export interface AuthenticatorCodeShape {
  draft: { code: string };
  terms: null;
  request: string;
  output: RecoveryCodes;
  problem: AuthenticatorProblem;
  field: 'code';
}

export type AuthenticatorCodeFormMachine = FormMachine<AuthenticatorCodeShape>;

export const authenticatorCodeRules: FormRules<AuthenticatorCodeShape> = {
  empty: { code: '' },
  edit: (_draft, patch) => ({ code: typedAuthenticatorCode(patch.code ?? '') }),
  check: ({ code }) => {
    const problem = authenticatorCodeProblem(code);
    return problem ? [{ problem, fields: ['code'] }] : [];
  },
  request: ({ code }) => code,
  // A refused code is stale within seconds: the next one is typed afresh. Nothing is kept.
  afterFailure: () => ({ code: '' }),
};

/** The app's code that confirms a binding; done once it binds (the screen shows the recovery codes). */
export function createAuthenticatorCodeForm(): AuthenticatorCodeFormMachine {
  return createFormMachine<AuthenticatorCodeShape>(authenticatorCodeRules, { endsOnSuccess: true });
}
