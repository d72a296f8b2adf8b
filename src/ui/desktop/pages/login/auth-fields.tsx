import { App, Form, Input } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { EmailCodePurpose } from '../../../../domain/user/email-code';
import {
  codeProblem,
  confirmProblem,
  emailMissingProblem,
  emailProblem,
  passwordProblem,
} from '../../../../domain/session/account-form-validation';
import { registerMessages } from '../../../features/session/register.messages';
import { textRule } from '../../../features/session/field-rules';
import { sessionMessages } from '../../../features/session/session.messages';
import { DesktopCodeInput } from './desktop-code-input';

// The fields the desktop login, register, forgot and modify forms share, with their SPEC
// rules (section 5): one place for each message so the forms cannot drift apart.

/** An account form's outcome as an antd message for 2 s (SPEC section 8). */
export function useDesktopToast() {
  const { message } = App.useApp();
  return useCallback(
    (text: string, kind: 'success' | 'error') =>
      void message.open({ type: kind, content: text, duration: 2 }),
    [message],
  );
}

/** The email, required ('enter email'); `checkFormat` also refuses a malformed one ('Email error'). */
export function EmailItem({ checkFormat = false }: { checkFormat?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Form.Item
      name="email"
      label={t(sessionMessages.email)}
      rules={[textRule(intl, checkFormat ? emailProblem : emailMissingProblem, true)]}
    >
      <Input
        size="large"
        type="email"
        autoComplete="email"
        placeholder={t(sessionMessages.emailPlaceholder)}
      />
    </Form.Item>
  );
}

/**
 * The email code, required, with its send button for the address `email` gives; `verify`
 * checks the typed code with the server once the field is left.
 */
export function CodeItem({
  purpose,
  email,
  extra,
  verify = false,
}: {
  purpose: EmailCodePurpose;
  email: () => string;
  extra?: string;
  verify?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Form.Item
      name="code"
      label={t(sessionMessages.code)}
      extra={extra}
      rules={[textRule(intl, codeProblem, true)]}
    >
      <DesktopCodeInput purpose={purpose} email={email} verify={verify} />
    </Form.Item>
  );
}

/** An 8-24 character password (SPEC section 5, desktop). */
export function PasswordItem({ label, autoComplete }: { label: string; autoComplete: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Form.Item name="password" label={label} rules={[textRule(intl, (v) => passwordProblem(v, 'desktop'))]}>
      <Input.Password
        size="large"
        autoComplete={autoComplete}
        placeholder={t(sessionMessages.passwordPlaceholder)}
      />
    </Form.Item>
  );
}

/** The new password and its repeat ('Passwords are inconsistent'). */
export function NewPasswordItems({ label, confirmLabel }: { label: string; confirmLabel: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <PasswordItem label={label} autoComplete="new-password" />
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) =>
            textRule(intl, (v) => confirmProblem(String(getFieldValue('password') ?? ''), v)),
        ]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t(registerMessages.confirmPlaceholder)}
        />
      </Form.Item>
    </>
  );
}
