import { useIntl } from 'react-intl';
import type { CodeSubject } from '../../../../domain/user/email-code';
import { codeFits } from '../../../../domain/withdraw/withdraw-rules';
import { selectEmail } from '../../../../application/session/session.selectors';
import { useSessionSelector } from '../../../shared/session-actor';
import { problemText } from '../../../shared/email-code/email-code-problem-text';
import { useEmailCode } from '../../../shared/email-code/use-email-code';
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

/** The email code with its send button (60 s between codes); demo mode shows the code it "mailed". */
export function EmailCodeField({ id, value, change, invalid, purpose, subject }: Props) {
  const intl = useIntl();
  const email = useSessionSelector(selectEmail);
  const code = useEmailCode(purpose);
  const note = subjectNote(subject, code.sentFor);
  // No withdraw code before the details it is sent for are filled in.
  const waiting = code.sending || code.seconds > 0 || subject === null;
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
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => change(event.target.value)}
          data-testid={`${purpose}-code`}
        />
        <button
          type="button"
          className="wf-button"
          disabled={waiting}
          onClick={() => code.send(email, subject ?? undefined)}
          data-testid="send-code"
        >
          {code.seconds > 0
            ? intl.formatMessage(codeWaitText, { seconds: code.seconds })
            : intl.formatMessage(messages.send)}
        </button>
      </div>
      {note !== null && (
        <p id={`${id}-note`} className="wf-muted" data-testid="withdraw-code-note">
          {intl.formatMessage(note)}
        </p>
      )}
      {code.demoCode !== null && (
        <p className="wf-muted" data-testid="demo-code">
          {intl.formatMessage(demoCodeText, { code: code.demoCode })}
        </p>
      )}
      {code.problem !== null && (
        <p className="wf-error" role="alert">
          {problemText(intl, code.problem)}
        </p>
      )}
    </div>
  );
}
