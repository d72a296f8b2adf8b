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
import {
  createSubmissionMachine,
  provideSubmission,
  type SubmissionMachine,
} from '../shared/submission.machine';

export type RegisterMachine = SubmissionMachine<RegisterForm, AccountFormProblem>;
export type ForgetPasswordMachine = SubmissionMachine<ForgetPasswordForm, AccountFormProblem>;
export type ModifyPasswordMachine = SubmissionMachine<ModifyPasswordForm, AccountFormProblem>;

export interface AccountForms {
  register: RegisterMachine;
  /** Forgot password (/forget, /pc/login/forget): the email, its code and the new password. */
  forgetPassword: ForgetPasswordMachine;
  /** Modify password (/pc/login/modify, signed in): the old password, a code and the new one. */
  modifyPassword: ModifyPasswordMachine;
}

/** Each account form leads to another screen once it succeeds: it is never sent again. */
const ONCE = { endsOnSuccess: true };

/**
 * The account forms as submissions: each form is checked by its domain validator before
 * anything is sent, is sent once however often it is submitted, and only the request
 * fields (no confirmation, no agreement) reach the user gateway.
 */
export function createAccountForms({
  users,
}: {
  users: Pick<UserGateway, 'register' | 'forgetPassword' | 'updatePassword'>;
}): AccountForms {
  return {
    register: provideSubmission(createSubmissionMachine(validateRegister, ONCE), (form) =>
      users.register(registerRequestOf(form)),
    ),
    forgetPassword: provideSubmission(createSubmissionMachine(validateForgetPassword, ONCE), (form) =>
      users.forgetPassword(forgetPasswordRequestOf(form)),
    ),
    modifyPassword: provideSubmission(createSubmissionMachine(validateModifyPassword, ONCE), (form) =>
      users.updatePassword(modifyPasswordRequestOf(form)),
    ),
  };
}
