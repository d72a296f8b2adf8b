import type { IntlShape } from 'react-intl';
import type { EmailCodeProblem } from '../../../application/session/email-code.machine';
import type { Failure } from '../../../application/shared/failure-message';
import { failureText } from '../../shared/failure-text';
import { sessionMessages } from './session.messages';

/** The send-code button's problem: the SPEC's own texts translated, or the failed send in words. */
export function problemText(intl: IntlShape, problem: EmailCodeProblem | Failure): string {
  if (problem === 'enter email') return intl.formatMessage(sessionMessages.enterEmail);
  if (problem === 'Email error') return intl.formatMessage(sessionMessages.emailError);
  return failureText(intl, problem);
}
