import { Button, Form, Input } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { selectSigningIn } from '../../../application/session/session.selectors';
import { isValidMobilePassword } from '../../../domain/session/password-rules';
import { Link } from 'react-router-dom';
import { SessionActor } from '../../app/session-actor';
import { registerMessages } from '../../app/session/register.messages';
import { sessionMessages } from '../../app/session/session.messages';
import { useReturnAfterLogin } from '../../app/session/use-return-after-login';
import { PageHeader } from '../layout/page-header';
import { pageTitles } from '../shared/page-titles';
import { SendCodeField } from './login/send-code-field';
import './login.css';

interface LoginValues {
  email: string;
  code: string;
  password: string;
}

/** /login: email, email code and password (SPEC section 5); back to ?redirect= afterwards. */
export function LoginPage() {
  const intl = useIntl();
  const [form] = Form.useForm<LoginValues>();
  const session = SessionActor.useActorRef();
  const signingIn = SessionActor.useSelector(selectSigningIn);
  useReturnAfterLogin('/');
  const t = intl.formatMessage;

  const submit = (values: LoginValues) =>
    session.send({
      type: 'login',
      request: { account: values.email.trim(), code: values.code.trim(), password: values.password },
    });

  return (
    <>
      <PageHeader title={t(pageTitles.login)} backTo="/" />
      <div className="m-page">
        <Form
          form={form}
          className="m-auth-form"
          layout="vertical"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" loading={signingIn} disabled={signingIn}>
              {t(sessionMessages.login)}
            </Button>
          }
        >
          <Form.Item
            name="email"
            label={t(sessionMessages.email)}
            rules={[{ required: true, whitespace: true, message: t(sessionMessages.enterEmail) }]}
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
            <SendCodeField purpose="login" email={() => form.getFieldValue('email') ?? ''} />
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
              autoComplete="current-password"
              aria-label={t(sessionMessages.password)}
              placeholder={t(sessionMessages.passwordPlaceholder)}
            />
          </Form.Item>
        </Form>
        <p className="m-auth-links">
          <Link to="/register">{t(registerMessages.noAccount)}</Link>
        </p>
      </div>
    </>
  );
}
