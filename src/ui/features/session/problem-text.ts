import type { IntlShape } from 'react-intl';
import { sessionMessages } from './session.messages';

/** Problem ids from the domain and machines to translated text; server messages pass through. */
export function problemText(intl: IntlShape, problem: string): string {
  if (problem === 'enter email') return intl.formatMessage(sessionMessages.enterEmail);
  if (problem === 'Email error') return intl.formatMessage(sessionMessages.emailError);
  if (problem === 'error') return intl.formatMessage(sessionMessages.error);
  return problem;
}
