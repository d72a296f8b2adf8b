import { useIntl } from 'react-intl';
import type { CodeSubject } from '../../../../domain/user/email-code';
import { codeFits } from '../../../../domain/withdraw/withdraw-rules';
import { EmailCodeInput, type EmailCodeLook } from '../../../shared/email-code/email-code-input';
import { codeWaitText, demoCodeText, emailCodeFieldMessages as messages } from './email-code-field.messages';

interface Props {
  id: string;
  value: string;
  change(code: string): void;
  /** The last refusal concerns the code. */
  invalid: boolean;
  purpose: 'withdraw' | 'asset';
  /**
   * The withdrawal the code is for: a withdraw form's details (null until address and amount
   * are filled); absent for a code that approves no withdrawal (the whitelist switch).
   */
  subject?: CodeSubject | null;
}

/** What the field says about the withdrawal its code is for; null when nothing needs saying. */
function subjectNote(subject: CodeSubject | null | undefined, sentFor: CodeSubject | null) {
  if (subject === undefined) return null;
  if (subject === null) return messages.fillFirst;
  return sentFor !== null && !codeFits(sentFor, subject) ? messages.changedSince : null;
}

const LOOK: EmailCodeLook = {
  field: 'wf-field',
  row: 'wf-row',
  button: 'wf-button',
  muted: 'wf-muted',
  error: 'wf-error',
};

/** The email code of the withdraw forms, in their words and look. */
export function EmailCodeField({ purpose, subject, ...field }: Props) {
  const intl = useIntl();
  const note = (sentFor: CodeSubject | null) => {
    const descriptor = subjectNote(subject, sentFor);
    return descriptor === null ? null : intl.formatMessage(descriptor);
  };
  return (
    <EmailCodeInput
      {...field}
      purpose={purpose}
      look={LOOK}
      testId={`${purpose}-code`}
      subject={subject}
      subjectNote={note}
      texts={{
        label: intl.formatMessage(messages.label),
        send: intl.formatMessage(messages.send),
        wait: (seconds) => intl.formatMessage(codeWaitText, { seconds }),
        demo: (code) => intl.formatMessage(demoCodeText, { code }),
      }}
    />
  );
}
