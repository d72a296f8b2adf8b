import { Button, Input } from 'antd-mobile';
import { useIntl } from 'react-intl';
import type { EmailCodePurpose } from '../../../../domain/user/email-code';
import { useServices } from '../../../shared/services-context';
import { problemText } from '../../../shared/email-code/email-code-problem-text';
import {
  demoCodeMessage,
  resendInMessage,
  sessionMessages,
} from '../../../features/session/session.messages';
import { useEmailCode } from '../../../shared/email-code/use-email-code';
import { AntiPhishingNote } from '../../../shared/email-code/anti-phishing-note';
import { CodeCheckNote } from '../../../features/session/code-check-note';
import { useEmailCodeCheck } from '../../../features/session/use-email-code-check';

interface Props {
  purpose: EmailCodePurpose;
  email: () => string;
  value?: string;
  onChange?: (value: string) => void;
  /** Check the code with the server when the field is left (the register form). */
  verify?: boolean;
}

/**
 * The code input with its send button (60 s countdown); in demo mode the code is shown.
 * With `verify`, the code is checked once typed and the answer shown under it.
 */
export function SendCodeField({ purpose, email, value, onChange, verify = false }: Props) {
  const intl = useIntl();
  const demo = useServices().backendMode === 'demo';
  const code = useEmailCode(purpose);
  const check = useEmailCodeCheck(purpose, verify);
  return (
    <div className="m-code-field">
      <div className="m-code-field__row">
        <Input
          value={value}
          onChange={(next) => {
            check.edit();
            onChange?.(next);
          }}
          onBlur={() => check.check(email(), value ?? '')}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label={intl.formatMessage(sessionMessages.code)}
          placeholder={intl.formatMessage(sessionMessages.codePlaceholder)}
        />
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={code.sending}
          disabled={code.waiting}
          onClick={() => code.send(email())}
          data-testid="send-code"
        >
          {code.seconds > 0
            ? intl.formatMessage(resendInMessage, { seconds: code.seconds })
            : intl.formatMessage(sessionMessages.sendCode)}
        </Button>
      </div>
      <CodeCheckNote check={check} className="m-code-field__check" />
      {code.problem && (
        <p className="m-code-field__problem" role="alert">
          {problemText(intl, code.problem)}
        </p>
      )}
      {demo && code.demoCode && (
        <p className="m-notice" role="status" data-testid="demo-code">
          {intl.formatMessage(demoCodeMessage, { code: code.demoCode })}
        </p>
      )}
      <AntiPhishingNote className="m-code-field__phrase" demoPhrase={code.demoPhrase} />
    </div>
  );
}
