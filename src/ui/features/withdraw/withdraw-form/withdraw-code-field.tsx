import { useIntl } from 'react-intl';
import { EmailCodeInput, type EmailCodeLook } from '../../../shared/email-code/email-code-input';
import { codeWaitText, demoCodeText, emailCodeFieldMessages as messages } from './email-code-field.messages';

interface Props {
  id: string;
  value: string;
  change(code: string): void;
  /** The last refusal concerns the code. */
  invalid: boolean;
  purpose: 'withdraw' | 'asset';
}

const LOOK: EmailCodeLook = {
  field: 'wf-field',
  row: 'wf-row',
  button: 'wf-button',
  muted: 'wf-muted',
  error: 'wf-error',
};

/** The email code of the withdraw forms, in their words and look. */
export function EmailCodeField({ purpose, ...field }: Props) {
  const intl = useIntl();
  return (
    <EmailCodeInput
      {...field}
      purpose={purpose}
      look={LOOK}
      testId={`${purpose}-code`}
      texts={{
        label: intl.formatMessage(messages.label),
        send: intl.formatMessage(messages.send),
        wait: (seconds) => intl.formatMessage(codeWaitText, { seconds }),
        demo: (code) => intl.formatMessage(demoCodeText, { code }),
      }}
    />
  );
}
