import { Button, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { selectSigningIn } from '../../../../application/session/session.selectors';
import { isValidDesktopPassword } from '../../../../domain/session/password-rules';
import { SessionActor } from '../../../app/session-actor';
import { sessionMessages } from '../../../app/session/session.messages';
import { useReturnAfterLogin } from '../../../app/session/use-return-after-login';
import { pcPath } from '../../routes/desktop-routes';
import { DesktopCodeInput } from './desktop-code-input';

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
  const session = SessionActor.useActorRef();
  const signingIn = SessionActor.useSelector(selectSigningIn);
  useReturnAfterLogin(pcPath('/main'));

  const submit = (values: LoginValues) =>
    session.send({
      type: 'login',
      request: { account: values.email.trim(), code: values.code.trim(), password: values.password },
    });

  return (
    <Form form={form} layout="vertical" className="dt-auth__form" onFinish={submit} requiredMark={false}>
      <Form.Item
        name="email"
        label={t(sessionMessages.email)}
        rules={[{ required: true, whitespace: true, message: t(sessionMessages.enterEmail) }]}
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
        <DesktopCodeInput purpose="login" email={() => form.getFieldValue('email') ?? ''} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t(sessionMessages.password)}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!isValidDesktopPassword(value ?? '')) throw new Error(t(sessionMessages.passwordDesktop));
            },
          },
        ]}
      >
        <Input.Password
          size="large"
          autoComplete="current-password"
          placeholder={t(sessionMessages.passwordPlaceholder)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={signingIn} disabled={signingIn}>
        {t(sessionMessages.login)}
      </Button>
    </Form>
  );
}
