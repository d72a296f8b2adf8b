import { App, Form, Input } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isValidEmail } from '../../../../domain/session/login-validation';
import { passwordMessages } from '../../../app/session/password.messages';
import { registerMessages } from '../../../app/session/register.messages';
import { sessionMessages } from '../../../app/session/session.messages';
import { useForgetPassword } from '../../../app/session/use-account-form';
import { pcPath } from '../../routes/desktop-routes';
import { DesktopCodeInput } from './desktop-code-input';
import { SubmitButton } from './submit-button';
import { check, desktopPasswordRule } from './password-rules';

interface ForgetValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/** /pc/login/forget: email, the 'forget' code and a new 8-24 character password twice. */
export function ForgetForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const toast = useCallback(
    (text: string, kind: 'success' | 'error') =>
      void message.open({ type: kind, content: text, duration: 2 }),
    [message],
  );
  const onSucceeded = useCallback(() => navigate(pcPath('/login/login'), { replace: true }), [navigate]);
  const { submitting, submit } = useForgetPassword({ toast, onSucceeded });

  const finish = (v: ForgetValues) =>
    submit({ email: v.email.trim(), code: v.code.trim(), password: v.password });

  return (
    <Form form={form} layout="vertical" className="dt-auth__form" onFinish={finish} requiredMark={false}>
      <Form.Item
        name="email"
        label={t(sessionMessages.email)}
        rules={[
          { required: true, whitespace: true, message: t(sessionMessages.enterEmail) },
          check((v) => v.trim() === '' || isValidEmail(v.trim()), t(sessionMessages.emailError)),
        ]}
      >
        <Input
          size="large"
          type="email"
          autoComplete="email"
          placeholder={t(sessionMessages.emailPlaceholder)}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t(sessionMessages.code)}
        rules={[{ required: true, whitespace: true, message: t(sessionMessages.enterCode) }]}
      >
        <DesktopCodeInput purpose="forget" email={() => (form.getFieldValue('email') ?? '').trim()} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t(passwordMessages.newPassword)}
        rules={[desktopPasswordRule(t(sessionMessages.passwordDesktop))]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t(sessionMessages.passwordPlaceholder)}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t(passwordMessages.confirmNew)}
        dependencies={['password']}
        rules={[check((v) => v === (form.getFieldValue('password') ?? ''), t(registerMessages.inconsistent))]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t(registerMessages.confirmPlaceholder)}
        />
      </Form.Item>
      <SubmitButton loading={submitting}>{t(passwordMessages.reset)}</SubmitButton>
    </Form>
  );
}
