import { Form } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { selectSigningIn } from '../../../../application/session/session.selectors';
import { Link } from 'react-router-dom';
import { useSessionRef, useSessionSelector } from '../../../shared/session-actor';
import { passwordMessages } from '../../../features/session/password.messages';
import { registerMessages } from '../../../features/session/register.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { useRegisteredEmail } from '../../../features/session/registered-email';
import { useReturnAfterLogin } from '../../../features/session/use-return-after-login';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';
import { EmailCodeItem, EmailItem, PasswordItem, SubmitButton } from './auth-fields';
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
  const session = useSessionRef();
  const signingIn = useSessionSelector(selectSigningIn);
  const registeredEmail = useRegisteredEmail();
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
          initialValues={{ email: registeredEmail }}
          className="m-auth-form"
          layout="vertical"
          onFinish={submit}
          footer={<SubmitButton busy={signingIn}>{t(sessionMessages.login)}</SubmitButton>}
        >
          <EmailItem />
          <EmailCodeItem purpose="login" form={form} />
          <PasswordItem label={t(sessionMessages.password)} autoComplete="current-password" />
        </Form>
        <p className="m-auth-links">
          <Link to="/forget" data-testid="forget-link">
            {t(passwordMessages.forgetLink)}
          </Link>
          <Link to="/register">{t(registerMessages.noAccount)}</Link>
        </p>
      </div>
    </>
  );
}
