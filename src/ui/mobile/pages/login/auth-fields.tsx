import { Button, Form, Input, Toast } from 'antd-mobile';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EmailCodePurpose } from '../../../../domain/user/email-code';
import {
  codeProblem,
  confirmProblem,
  emailMissingProblem,
  emailProblem,
  passwordProblem,
} from '../../../../domain/session/account-form-validation';
import { textRule } from '../../../features/session/field-rules';
import { registerMessages } from '../../../features/session/register.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { TOAST_DURATION_MS } from '../../shared/use-soon-toast';
import { SendCodeField } from './send-code-field';

// The fields the login, register and forgot-password screens share, with their SPEC rules
// (section 5): one place for each message so the screens cannot drift apart.

/** What the code field reads of its form: the email typed above it. */
interface FormValues {
  getFieldValue(name: string): unknown;
}

/** The email, required ('enter email'); `checkFormat` also refuses a malformed one ('Email error'). */
export function EmailItem({ checkFormat = false }: { checkFormat?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const rules = [textRule(intl, checkFormat ? emailProblem : emailMissingProblem, true)];
  return (
    <Form.Item name="email" label={t(sessionMessages.email)} rules={rules}>
      <Input
        type="email"
        autoComplete="email"
        aria-label={t(sessionMessages.email)}
        placeholder={t(sessionMessages.emailPlaceholder)}
      />
    </Form.Item>
  );
}

/**
 * The email code, required, with its send button for the email typed above; `verify`
 * checks the typed code with the server once the field is left.
 */
export function EmailCodeItem({
  purpose,
  form,
  verify = false,
}: {
  purpose: EmailCodePurpose;
  form: FormValues;
  verify?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Form.Item name="code" label={t(sessionMessages.code)} rules={[textRule(intl, codeProblem, true)]}>
      <SendCodeField
        purpose={purpose}
        verify={verify}
        email={() => String(form.getFieldValue('email') ?? '').trim()}
      />
    </Form.Item>
  );
}

/** A password of at least 6 characters (SPEC section 5, login). */
export function PasswordItem({ label, autoComplete }: { label: string; autoComplete: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Form.Item name="password" label={label} rules={[textRule(intl, (v) => passwordProblem(v, 'mobile'))]}>
      <Input
        type="password"
        autoComplete={autoComplete}
        aria-label={label}
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
        <Input
          type="password"
          autoComplete="new-password"
          aria-label={confirmLabel}
          placeholder={t(registerMessages.confirmPlaceholder)}
        />
      </Form.Item>
    </>
  );
}

/** An account form's outcome as a toast (SPEC section 8: 2000 ms). */
export function useMobileToast() {
  return useCallback((text: string, kind: 'success' | 'error') => {
    Toast.show({ content: text, icon: kind === 'error' ? 'fail' : 'success', duration: TOAST_DURATION_MS });
  }, []);
}

/** The form's submit: a spinner and no second press while it is sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button block type="submit" color="primary" size="large" loading={busy} disabled={busy}>
      {children}
    </Button>
  );
}
