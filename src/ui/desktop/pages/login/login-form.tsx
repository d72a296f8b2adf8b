import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { selectSigningIn } from '../../../../application/session/session.selectors';
import { useSessionRef, useSessionSelector } from '../../../shared/session-actor';
import { sessionMessages } from '../../../features/session/session.messages';
import { useRegisteredEmail } from '../../../features/session/registered-email';
import { useReturnAfterLogin } from '../../../features/session/use-return-after-login';
import { pcPath } from '../../routes/desktop-routes';
import { CodeItem, EmailItem, PasswordItem } from './auth-fields';
import { SubmitButton } from './submit-button';

interface LoginValues {
  email: string;
  code: string;
  password: string;
}

/** /pc/login/login: email, email code and an 8-24 character password (SPEC section 5). */
export function LoginForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [form] = Form.useForm<LoginValues>();
  const session = useSessionRef();
  const signingIn = useSessionSelector(selectSigningIn);
  const registeredEmail = useRegisteredEmail();
  useReturnAfterLogin(pcPath('/main'));

  const submit = (values: LoginValues) =>
    session.send({
      type: 'login',
      request: { account: values.email.trim(), code: values.code.trim(), password: values.password },
    });

  return (
    <Form
      form={form}
      initialValues={{ email: registeredEmail }}
      layout="vertical"
      className="dt-auth__form"
      onFinish={submit}
      requiredMark={false}
    >
      <EmailItem />
      <CodeItem purpose="login" email={() => String(form.getFieldValue('email') ?? '').trim()} />
      <PasswordItem label={t(sessionMessages.password)} autoComplete="current-password" />
      <SubmitButton loading={signingIn}>{t(sessionMessages.login)}</SubmitButton>
    </Form>
  );
}
