import { Button, Checkbox, Form, Input, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { isValidMobilePassword } from '../../../domain/session/password-rules';
import { registerMessages } from '../../app/session/register.messages';
import { sessionMessages } from '../../app/session/session.messages';
import { useRegister } from '../../app/session/use-account-form';
import { PageHeader } from '../layout/page-header';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';
import { SendCodeField } from './login/send-code-field';
import './login.css';

interface RegisterValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
  invite?: string;
  agree?: boolean;
}

/** /register: email, email code, password twice, invite code and the agreement. */
export function RegisterPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const toast = useCallback((text: string, kind: 'success' | 'error') => {
    Toast.show({ content: text, icon: kind === 'error' ? 'fail' : 'success', duration: TOAST_DURATION_MS });
  }, []);
  const onRegistered = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const { submitting, submit } = useRegister({ toast, onSucceeded: onRegistered });
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  const finish = (v: RegisterValues) =>
    submit({
      email: v.email.trim(),
      code: v.code.trim(),
      password: v.password,
      inviteCode: v.invite?.trim() ?? '',
    });

  return (
    <>
      <PageHeader title={t(registerMessages.title)} backTo="/login" />
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
              {t(registerMessages.title)}
            </Button>
          }
        >
          <Form.Item
            name="email"
            label={t(sessionMessages.email)}
            rules={required(t(sessionMessages.enterEmail))}
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
            rules={required(t(sessionMessages.enterCode))}
          >
            <SendCodeField purpose="register" email={() => form.getFieldValue('email') ?? ''} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t(sessionMessages.password)}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (!isValidMobilePassword(value ?? '')) throw new Error(t(sessionMessages.passwordShort));
                },
              },
            ]}
          >
            <Input
              type="password"
              autoComplete="new-password"
              aria-label={t(sessionMessages.password)}
              placeholder={t(sessionMessages.passwordPlaceholder)}
            />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t(registerMessages.confirm)}
            dependencies={['password']}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (value !== form.getFieldValue('password'))
                    throw new Error(t(registerMessages.inconsistent));
                },
              },
            ]}
          >
            <Input
              type="password"
              autoComplete="new-password"
              aria-label={t(registerMessages.confirm)}
              placeholder={t(registerMessages.confirmPlaceholder)}
            />
          </Form.Item>
          <Form.Item name="invite" label={t(registerMessages.invite)}>
            <Input aria-label={t(registerMessages.invite)} />
          </Form.Item>
          <Form.Item
            name="agree"
            valuePropName="checked"
            rules={[
              {
                validator: async (_, value: boolean | undefined) => {
                  if (!value) throw new Error(t(registerMessages.agreeFirst));
                },
              },
            ]}
          >
            <Checkbox>{t(registerMessages.agree)}</Checkbox>
          </Form.Item>
        </Form>
        <p className="m-auth-links">
          <Link to="/login">{t(registerMessages.haveAccount)}</Link>
        </p>
      </div>
    </>
  );
}
