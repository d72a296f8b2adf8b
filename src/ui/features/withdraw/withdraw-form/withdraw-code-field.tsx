import { useIntl } from 'react-intl';
import { selectEmail } from '../../../../application/session/session.selectors';
import { useSessionSelector } from '../../../shared/session-actor';
import { problemText } from '../../../shared/email-code/email-code-problem-text';
import { useEmailCode } from '../../../shared/email-code/use-email-code';
import { AntiPhishingNote } from '../../../shared/email-code/anti-phishing-note';
import { codeWaitText, demoCodeText, emailCodeFieldMessages as messages } from './email-code-field.messages';

interface Props {
  id: string;
  value: string;
  change(code: string): void;
  /** The last refusal concerns the code. */
  invalid: boolean;
  purpose: 'withdraw' | 'asset';
}

/** The email code with its send button (60 s between codes); demo mode shows the code it "mailed". */
export function EmailCodeField({ id, value, change, invalid, purpose }: Props) {
  const intl = useIntl();
  const email = useSessionSelector(selectEmail);
  const code = useEmailCode(purpose);
  const waiting = code.sending || code.seconds > 0;
  return (
    <div className="wf-field">
      <label htmlFor={id}>{intl.formatMessage(messages.label)}</label>
      <div className="wf-row">
        <input
          id={id}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          aria-invalid={invalid}
          onChange={(event) => change(event.target.value)}
          data-testid={`${purpose}-code`}
        />
        <button
          type="button"
          className="wf-button"
          disabled={waiting}
          onClick={() => code.send(email)}
          data-testid="send-code"
        >
          {code.seconds > 0
            ? intl.formatMessage(codeWaitText, { seconds: code.seconds })
            : intl.formatMessage(messages.send)}
        </button>
      </div>
      {code.demoCode !== null && (
        <p className="wf-muted" data-testid="demo-code">
          {intl.formatMessage(demoCodeText, { code: code.demoCode })}
        </p>
      )}
      <AntiPhishingNote className="wf-muted" demoPhrase={code.demoPhrase} />
      {code.problem !== null && (
        <p className="wf-error" role="alert">
          {problemText(intl, code.problem)}
        </p>
      )}
    </div>
  );
}
