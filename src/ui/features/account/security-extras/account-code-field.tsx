import { useIntl } from 'react-intl';
import { selectEmail } from '../../../../application/session/session.selectors';
import { AntiPhishingNote } from '../../../shared/email-code/anti-phishing-note';
import { problemText } from '../../../shared/email-code/email-code-problem-text';
import { useEmailCode } from '../../../shared/email-code/use-email-code';
import { useSessionSelector } from '../../../shared/session-actor';
import { antiPhishingMessages as messages, demoCodeText, resendText } from './security-extras.messages';

interface Props {
  id: string;
  value: string;
  change(code: string): void;
  invalid: boolean;
}

/**
 * The account's email code (/user/sendUpdateAssetEmail) with its send button, the phrase the
 * mails carry, and in demo mode the code it "mailed".
 */
export function AccountCodeField({ id, value, change, invalid }: Props) {
  const intl = useIntl();
  const email = useSessionSelector(selectEmail);
  const code = useEmailCode('asset');
  return (
    <div className="kyc-field">
      <label htmlFor={id}>{intl.formatMessage(messages.code)}</label>
      <div className="sec-code-row">
        <input
          id={id}
          className="kit-input"
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          aria-invalid={invalid}
          onChange={(event) => change(event.target.value)}
          data-testid="phrase-code"
        />
        <button
          type="button"
          className="kyc-button"
          disabled={code.waiting}
          onClick={() => code.send(email)}
          data-testid="send-code"
        >
          {code.seconds > 0
            ? intl.formatMessage(resendText, { seconds: code.seconds })
            : intl.formatMessage(messages.sendCode)}
        </button>
      </div>
      {code.demoCode !== null && (
        <p className="kyc-muted" data-testid="demo-code">
          {intl.formatMessage(demoCodeText, { code: code.demoCode })}
        </p>
      )}
      <AntiPhishingNote className="kyc-muted" demoPhrase={code.demoPhrase} />
      {code.problem !== null && (
        <p className="kyc-error" role="alert">
          {problemText(intl, code.problem)}
        </p>
      )}
    </div>
  );
}
