import { useIntl } from 'react-intl';
import type { CodeSubject } from '../../../domain/user/email-code';
import { selectEmail } from '../../../application/session/session.selectors';
import { useSessionSelector } from '../session-actor';
import { AntiPhishingNote } from './anti-phishing-note';
import { problemText } from './email-code-problem-text';
import { useEmailCode } from './use-email-code';

/** The words of a code field, in its feature's own catalogue. */
export interface EmailCodeTexts {
  label: string;
  send: string;
  wait: (seconds: number) => string;
  demo: (code: string) => string;
}

/** The class names of a code field, in its feature's look. */
export interface EmailCodeLook {
  field: string;
  row: string;
  input?: string;
  button: string;
  muted: string;
  error: string;
}

interface Props {
  id: string;
  value: string;
  change(code: string): void;
  /** The last refusal concerns the code. */
  invalid: boolean;
  purpose: 'withdraw' | 'asset';
  texts: EmailCodeTexts;
  look: EmailCodeLook;
  testId: string;
  /** What the code is sent for (a withdrawal); null while that is not yet known: no code then. */
  subject?: CodeSubject | null;
  /** The feature's note on the subject against the one the last code was sent for; null for none. */
  subjectNote?: (sentFor: CodeSubject | null) => string | null;
}

/**
 * A signed-in user's email code: the field, its send button (60 s between codes), the phrase the
 * mails carry, the send's problem, and in demo mode the code it "mailed". One part for every
 * feature that asks for one (withdraw, fund password, whitelist, anti-phishing phrase).
 */
export function EmailCodeInput(props: Props) {
  const { id, value, change, invalid, purpose, texts, look, testId, subject, subjectNote } = props;
  const intl = useIntl();
  const email = useSessionSelector(selectEmail);
  const code = useEmailCode(purpose);
  const note = subjectNote?.(code.sentFor) ?? null;
  return (
    <div className={look.field}>
      <label htmlFor={id}>{texts.label}</label>
      <div className={look.row}>
        <input
          id={id}
          className={look.input}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          aria-invalid={invalid}
          aria-describedby={note === null ? undefined : `${id}-note`}
          onChange={(event) => change(event.target.value)}
          data-testid={testId}
        />
        <button
          type="button"
          className={look.button}
          disabled={code.waiting || subject === null}
          onClick={() => code.send(email, subject ?? undefined)}
          data-testid="send-code"
        >
          {code.seconds > 0 ? texts.wait(code.seconds) : texts.send}
        </button>
      </div>
      {note !== null && (
        <p id={`${id}-note`} className={look.muted} data-testid={`${testId}-note`}>
          {note}
        </p>
      )}
      {code.demoCode !== null && (
        <p className={look.muted} data-testid="demo-code">
          {texts.demo(code.demoCode)}
        </p>
      )}
      <AntiPhishingNote className={look.muted} demoPhrase={code.demoPhrase} />
      {code.problem !== null && (
        <p className={look.error} role="alert">
          {problemText(intl, code.problem)}
        </p>
      )}
    </div>
  );
}
