import {
  type AccountFormProblem,
  forgetPasswordRequestOf,
  modifyPasswordRequestOf,
  registerRequestOf,
  validateForgetPassword,
  validateModifyPassword,
  validateRegister,
  type ForgetPasswordForm,
  type ModifyPasswordForm,
  type RegisterForm,
} from '../../domain/session/account-form-validation';
import type { UserGateway } from '../../domain/user/user.port';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import { provideForm } from '../shared/form.provide';
import type { FormRules, Refusal } from '../shared/form.types';

interface AccountShape<D extends object, R> {
  draft: D;
  terms: null;
  request: R;
  output: unknown;
  problem: AccountFormProblem;
  field: string;
}

export type RegisterMachine = FormMachine<AccountShape<RegisterForm, ReturnType<typeof registerRequestOf>>>;
export type ForgetPasswordMachine = FormMachine<
  AccountShape<ForgetPasswordForm, ReturnType<typeof forgetPasswordRequestOf>>
>;
export type ModifyPasswordMachine = FormMachine<
  AccountShape<ModifyPasswordForm, ReturnType<typeof modifyPasswordRequestOf>>
>;

export interface AccountForms {
  register: RegisterMachine;
  /** Forgot password (/forget, /pc/login/forget): the email, its code and the new password. */
  forgetPassword: ForgetPasswordMachine;
  /** Modify password (/pc/login/modify, signed in): the old password, a code and the new one. */
  modifyPassword: ModifyPasswordMachine;
}

/** The fields each of the SPEC's problems concerns; the two passwords differ together. */
const FIELDS: Readonly<Record<AccountFormProblem, readonly string[]>> = {
  'enter email': ['email'],
  'Email error': ['email'],
  'enter code': ['code'],
  'enter old password': ['oldPassword'],
  'password too short': ['password'],
  'password length': ['password'],
  'Passwords are inconsistent': ['password', 'confirm'],
  'agree first': ['agreed'],
};

const refusalsOf = <D extends object>(validate: (form: D) => AccountFormProblem | null) => {
  return (draft: D): Refusal<AccountFormProblem, string>[] => {
    const problem = validate(draft);
    return problem === null ? [] : [{ problem, fields: FIELDS[problem] }];
  };
};

const NEW_PASSWORD = { password: '', confirm: '', policy: 'mobile' } as const;

/**
 * An account form: the kit's fields hand their values with the press (`submit` with a patch),
 * the domain validator checks them before anything is sent, it is sent once, and only the
 * request fields (no confirmation, no agreement) reach the user gateway. It leads to another
 * screen once it succeeds, so it is never sent again; no draft is kept (passwords).
 */
function accountForm<D extends object, R>(
  empty: D,
  validate: (form: D) => AccountFormProblem | null,
  request: (form: D) => R,
  send: (request: R) => Promise<unknown>,
) {
  const rules: FormRules<AccountShape<D, R>> = { empty, terms: null, check: refusalsOf(validate), request };
  return provideForm(createFormMachine(rules, { endsOnSuccess: true }), { send });
}

export function createAccountForms({
  users,
}: {
  users: Pick<UserGateway, 'register' | 'forgetPassword' | 'updatePassword'>;
}): AccountForms {
  return {
    register: accountForm<RegisterForm, ReturnType<typeof registerRequestOf>>(
      { email: '', code: '', inviteCode: '', agreed: false, ...NEW_PASSWORD },
      validateRegister,
      registerRequestOf,
      (request) => users.register(request),
    ),
    forgetPassword: accountForm<ForgetPasswordForm, ReturnType<typeof forgetPasswordRequestOf>>(
      { email: '', code: '', ...NEW_PASSWORD },
      validateForgetPassword,
      forgetPasswordRequestOf,
      (request) => users.forgetPassword(request),
    ),
    modifyPassword: accountForm<ModifyPasswordForm, ReturnType<typeof modifyPasswordRequestOf>>(
      { oldPassword: '', code: '', ...NEW_PASSWORD },
      validateModifyPassword,
      modifyPasswordRequestOf,
      (request) => users.updatePassword(request),
    ),
  };
}
