import type { IntlShape } from 'react-intl';
import type { EmailCodeProblem } from '../../../application/session/email-code.machine';
import type { Failure } from '../../../application/shared/failure-message';
import { failureText } from '../failure-text';
import { emailCodeMessages } from './email-code.messages';

/** The send-code button's problem: the SPEC's own texts translated, or the failed send in words. */
export function problemText(intl: IntlShape, problem: EmailCodeProblem | Failure): string {
  if (problem === 'enter email') return intl.formatMessage(emailCodeMessages.enterEmail);
  if (problem === 'Email error') return intl.formatMessage(emailCodeMessages.emailError);
  return failureText(intl, problem);
}
