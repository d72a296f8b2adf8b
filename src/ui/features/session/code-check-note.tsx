import { useIntl } from 'react-intl';
import { withReason } from '../../shared/failure-text';
import { codeCheckMessages } from './code-check.messages';
import type { EmailCodeCheckView } from './use-email-code-check';

/**
 * What the check said of the typed code, under the code field: confirmed, or wrong in the
 * user's language (the SPEC's 'Verification code error'; another server msg as sent), or
 * not checked and why (the register call checks it again).
 */
export function CodeCheckNote({ check, className }: { check: EmailCodeCheckView; className: string }) {
  const intl = useIntl();
  if (check.status === 'idle') return null;
  if (check.status === 'unchecked')
    return (
      <p className={`${className} is-wrong`} role="alert" data-testid="code-check">
        {withReason(intl.formatMessage(codeCheckMessages.failed), check.failure)}
      </p>
    );
  if (check.status === 'wrong') {
    const text =
      check.problem === null || check.problem === 'Verification code error'
        ? intl.formatMessage(codeCheckMessages.wrong)
        : check.problem;
    return (
      <p className={`${className} is-wrong`} role="alert" data-testid="code-check">
        {text}
      </p>
    );
  }
  return (
    <p className={`${className} is-${check.status}`} role="status" data-testid="code-check">
      {check.status === 'verified'
        ? `✓ ${intl.formatMessage(codeCheckMessages.verified)}`
        : intl.formatMessage(codeCheckMessages.checking)}
    </p>
  );
}
