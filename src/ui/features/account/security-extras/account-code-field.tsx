import { useIntl } from 'react-intl';
import { EmailCodeInput, type EmailCodeLook } from '../../../shared/email-code/email-code-input';
import { antiPhishingMessages as messages, demoCodeText, resendText } from './security-extras.messages';

interface Props {
  id: string;
  value: string;
  change(code: string): void;
  invalid: boolean;
}

const LOOK: EmailCodeLook = {
  field: 'kyc-field',
  row: 'sec-code-row',
  input: 'kit-input',
  button: 'kyc-button',
  muted: 'kyc-muted',
  error: 'kyc-error',
};

/** The account's email code (/user/sendUpdateAssetEmail) in the account centre's words and look. */
export function AccountCodeField(field: Props) {
  const intl = useIntl();
  return (
    <EmailCodeInput
      {...field}
      purpose="asset"
      look={LOOK}
      testId="phrase-code"
      texts={{
        label: intl.formatMessage(messages.code),
        send: intl.formatMessage(messages.sendCode),
        wait: (seconds) => intl.formatMessage(resendText, { seconds }),
        demo: (code) => intl.formatMessage(demoCodeText, { code }),
      }}
    />
  );
}
