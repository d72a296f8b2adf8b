import { Button, Input, Space } from 'antd';
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
import { quietLoading } from '../shared/quiet-loading';
import { CodeCheckNote } from '../../../features/session/code-check-note';
import { useEmailCodeCheck } from '../../../features/session/use-email-code-check';

interface Props {
  id?: string;
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
export function DesktopCodeInput({ id, purpose, email, value, onChange, verify = false }: Props) {
  const intl = useIntl();
  const demo = useServices().backendMode === 'demo';
  const code = useEmailCode(purpose);
  const check = useEmailCodeCheck(purpose, verify);
  return (
    <>
      <Space.Compact block>
        <Input
          id={id}
          size="large"
          value={value}
          onChange={(e) => {
            check.edit();
            onChange?.(e.target.value);
          }}
          onBlur={() => check.check(email(), value ?? '')}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={intl.formatMessage(sessionMessages.codePlaceholder)}
        />
        <Button
          size="large"
          loading={quietLoading(code.sending)}
          disabled={code.waiting}
          onClick={() => code.send(email())}
          data-testid="send-code"
        >
          {code.seconds > 0
            ? intl.formatMessage(resendInMessage, { seconds: code.seconds })
            : intl.formatMessage(sessionMessages.sendCode)}
        </Button>
      </Space.Compact>
      <CodeCheckNote check={check} className="dt-auth__check" />
      {code.problem && (
        <p className="dt-auth__problem" role="alert">
          {problemText(intl, code.problem)}
        </p>
      )}
      {demo && code.demoCode && (
        <p className="dt-auth__alert dt-auth__demo-code" role="status" data-testid="demo-code">
          {intl.formatMessage(demoCodeMessage, { code: code.demoCode })}
        </p>
      )}
      <AntiPhishingNote className="dt-auth__phrase" demoPhrase={code.demoPhrase} />
    </>
  );
}
