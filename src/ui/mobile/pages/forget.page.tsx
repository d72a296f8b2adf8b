import { Button, Form, Input, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { isValidEmail } from '../../../domain/session/login-validation';
import { isValidMobilePassword } from '../../../domain/session/password-rules';
import { passwordMessages } from '../../app/session/password.messages';
import { registerMessages } from '../../app/session/register.messages';
import { sessionMessages } from '../../app/session/session.messages';
import { useForgetPassword } from '../../app/session/use-account-form';
import { PageHeader } from '../layout/page-header';
import { pageTitles } from '../shared/page-titles';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';
import { SendCodeField } from './login/send-code-field';
import './login.css';

interface ForgetValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

const check = (ok: (value: string) => boolean, message: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (!ok(value ?? '')) throw new Error(message);
  },
});

/** /forget: email, the 'forget' email code and the new password twice; then back to login. */
export function ForgetPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const toast = useCallback((text: string, kind: 'success' | 'error') => {
    Toast.show({ content: text, icon: kind === 'error' ? 'fail' : 'success', duration: TOAST_DURATION_MS });
  }, []);
  const onSucceeded = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const { submitting, submit } = useForgetPassword({ toast, onSucceeded });

  const finish = (v: ForgetValues) =>
    submit({ email: v.email.trim(), code: v.code.trim(), password: v.password });

  return (
    <>
      <PageHeader title={t(passwordMessages.forgetTitle)} backTo="/login" />
      <div className="m-page">
        <Form
          form={form}
          className="m-auth-form"
          layout="vertical"
          onFinish={finish}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={submitting}
              disabled={submitting}
            >
              {t(passwordMessages.reset)}
            </Button>
          }
        >
          <Form.Item
            name="email"
            label={t(sessionMessages.email)}
            rules={[
              { required: true, whitespace: true, message: t(sessionMessages.enterEmail) },
              check((v) => v.trim() === '' || isValidEmail(v.trim()), t(sessionMessages.emailError)),
            ]}
          >
            <Input
              type="email"
              autoComplete="email"
              aria-label={t(sessionMessages.email)}
              placeholder={t(sessionMessages.emailPlaceholder)}
            />
          </Form.Item>
          <Form.Item
            name="code"
            label={t(sessionMessages.code)}
            rules={[{ required: true, whitespace: true, message: t(sessionMessages.enterCode) }]}
          >
            <SendCodeField purpose="forget" email={() => (form.getFieldValue('email') ?? '').trim()} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t(passwordMessages.newPassword)}
            rules={[check(isValidMobilePassword, t(sessionMessages.passwordShort))]}
          >
            <Input
              type="password"
              autoComplete="new-password"
              aria-label={t(passwordMessages.newPassword)}
              placeholder={t(sessionMessages.passwordPlaceholder)}
            />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t(passwordMessages.confirmNew)}
            dependencies={['password']}
            rules={[
              check((v) => v === (form.getFieldValue('password') ?? ''), t(registerMessages.inconsistent)),
            ]}
          >
            <Input
              type="password"
              autoComplete="new-password"
              aria-label={t(passwordMessages.confirmNew)}
              placeholder={t(registerMessages.confirmPlaceholder)}
            />
          </Form.Item>
        </Form>
        <p className="m-auth-links">
          <Link to="/login">{t(pageTitles.login)}</Link>
        </p>
      </div>
    </>
  );
}
