import { App, Checkbox, Form, Input } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isValidDesktopPassword } from '../../../../domain/session/password-rules';
import { registerMessages } from '../../../app/session/register.messages';
import { sessionMessages } from '../../../app/session/session.messages';
import { useRegister } from '../../../app/session/use-account-form';
import { pcPath } from '../../routes/desktop-routes';
import { DesktopCodeInput } from './desktop-code-input';
import { SubmitButton } from './submit-button';

interface RegisterValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
  invite?: string;
  agree?: boolean;
}

const check = (ok: (value: unknown) => boolean, message: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (!ok(value)) throw new Error(message);
  },
});

/** /pc/login/register: email, code, an 8-24 character password twice, invite code, agreement. */
export function RegisterForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const toast = useCallback(
    (text: string, kind: 'success' | 'error') =>
      void message.open({ type: kind, content: text, duration: 2 }),
    [message],
  );
  const onRegistered = useCallback(() => navigate(pcPath('/login/login'), { replace: true }), [navigate]);
  const { submitting, submit } = useRegister({ toast, onSucceeded: onRegistered });
  const required = (text: string) => [{ required: true, whitespace: true, message: text }];

  const finish = (v: RegisterValues) =>
    submit({
      email: v.email.trim(),
      code: v.code.trim(),
      password: v.password,
      inviteCode: v.invite?.trim() ?? '',
    });

  return (
    <Form form={form} layout="vertical" className="dt-auth__form" onFinish={finish} requiredMark={false}>
      <Form.Item
        name="email"
        label={t(sessionMessages.email)}
        rules={required(t(sessionMessages.enterEmail))}
      >
        <Input
          size="large"
          type="email"
          autoComplete="email"
          placeholder={t(sessionMessages.emailPlaceholder)}
        />
      </Form.Item>
      <Form.Item name="code" label={t(sessionMessages.code)} rules={required(t(sessionMessages.enterCode))}>
        <DesktopCodeInput purpose="register" email={() => form.getFieldValue('email') ?? ''} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t(sessionMessages.password)}
        rules={[check((v) => isValidDesktopPassword(String(v ?? '')), t(sessionMessages.passwordDesktop))]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t(sessionMessages.passwordPlaceholder)}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t(registerMessages.confirm)}
        dependencies={['password']}
        rules={[check((v) => v === form.getFieldValue('password'), t(registerMessages.inconsistent))]}
      >
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder={t(registerMessages.confirmPlaceholder)}
        />
      </Form.Item>
      <Form.Item name="invite" label={t(registerMessages.invite)}>
        <Input size="large" />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[check((v) => v === true, t(registerMessages.agreeFirst))]}
      >
        <Checkbox>{t(registerMessages.agree)}</Checkbox>
      </Form.Item>
      <SubmitButton loading={submitting}>{t(registerMessages.title)}</SubmitButton>
    </Form>
  );
}
