import { App, Form, Input } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { selectEmail, selectMaskedEmail } from '../../../../application/session/session.selectors';
import { SessionActor } from '../../../app/session-actor';
import { codeSentToMessage, passwordMessages } from '../../../app/session/password.messages';
import { registerMessages } from '../../../app/session/register.messages';
import { sessionMessages } from '../../../app/session/session.messages';
import { useModifyPassword } from '../../../app/session/use-account-form';
import { pcPath } from '../../routes/desktop-routes';
import { DesktopCodeInput } from './desktop-code-input';
import { SubmitButton } from './submit-button';
import { check, desktopPasswordRule } from './password-rules';

interface ModifyValues {
  oldPassword: string;
  code: string;
  password: string;
  confirm: string;
}

/** /pc/login/modify (signed in): the current password, a code to the account's email, the new one twice. */
export function ModifyForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const email = SessionActor.useSelector(selectEmail);
  const masked = SessionActor.useSelector(selectMaskedEmail);
  const [form] = Form.useForm<ModifyValues>();
  const toast = useCallback(
    (text: string, kind: 'success' | 'error') =>
      void message.open({ type: kind, content: text, duration: 2 }),
    [message],
  );
  const onSucceeded = useCallback(() => navigate(pcPath('/setting/safty'), { replace: true }), [navigate]);
  const { submitting, submit } = useModifyPassword({ toast, onSucceeded });

  const finish = (v: ModifyValues) =>
    submit({ oldPassword: v.oldPassword, code: v.code.trim(), password: v.password });

  return (
    <Form form={form} layout="vertical" className="dt-auth__form" onFinish={finish} requiredMark={false}>
      <Form.Item
        name="oldPassword"
        label={t(passwordMessages.oldPassword)}
        rules={[{ required: true, message: t(passwordMessages.enterOldPassword) }]}
      >
        <Input.Password
          size="large"
          autoComplete="current-password"
          placeholder={t(sessionMessages.passwordPlaceholder)}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t(sessionMessages.code)}
        extra={t(codeSentToMessage, { email: masked })}
        rules={[{ required: true, whitespace: true, message: t(sessionMessages.enterCode) }]}
      >
        <DesktopCodeInput purpose="update" email={() => email} />
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
      <SubmitButton loading={submitting}>{t(passwordMessages.modify)}</SubmitButton>
    </Form>
  );
}
