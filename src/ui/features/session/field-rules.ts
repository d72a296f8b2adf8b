import { emailCodeMessages } from '../../shared/email-code/email-code.messages';
import type { IntlShape } from 'react-intl';
import type { AccountFormProblem } from '../../../domain/session/account-form-validation';
import { passwordMessages } from './password.messages';
import { registerMessages } from './register.messages';
import { sessionMessages } from './session.messages';

// Form rules for both UI kits (antd and antd-mobile share rc-field-form's rule shape). Each
// asks a domain validator, so the inline message and the check before sending cannot differ.

const problemMessages = {
  'enter email': emailCodeMessages.enterEmail,
  'Email error': emailCodeMessages.emailError,
  'enter code': sessionMessages.enterCode,
  'enter old password': passwordMessages.enterOldPassword,
  'password too short': sessionMessages.passwordShort,
  'password length': sessionMessages.passwordDesktop,
  'Passwords are inconsistent': registerMessages.inconsistent,
  'agree first': registerMessages.agreeFirst,
} as const satisfies Record<AccountFormProblem, unknown>;

/** An account form's problem id in the user's language. */
export function accountProblemText(intl: IntlShape, problem: AccountFormProblem): string {
  return intl.formatMessage(problemMessages[problem]);
}

/**
 * A rule over a field's value from a domain check; `required` only marks the field (the
 * check itself says what is missing).
 */
export const valueRule = <V>(
  intl: IntlShape,
  problem: (value: V) => AccountFormProblem | null,
  read: (value: unknown) => V,
  required = false,
) => ({
  required,
  validator: async (_: unknown, value: unknown) => {
    const found = problem(read(value));
    if (found !== null) throw new Error(accountProblemText(intl, found));
  },
});

/** A rule over the field's text; an empty or non-text value reads as ''. */
export const textRule = (
  intl: IntlShape,
  problem: (value: string) => AccountFormProblem | null,
  required = false,
) => valueRule(intl, problem, (value) => (typeof value === 'string' ? value : ''), required);

/** A checkbox's rule: only a ticked box is true. */
export const checkedRule = (intl: IntlShape, problem: (checked: boolean) => AccountFormProblem | null) =>
  valueRule(intl, problem, (value) => value === true);
