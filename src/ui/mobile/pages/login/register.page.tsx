import { Checkbox, Form, Input } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { agreementProblem } from '../../../../domain/session/account-form-validation';
import { checkedRule } from '../../../features/session/field-rules';
import { registerMessages } from '../../../features/session/register.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { registeredState } from '../../../features/session/registered-email';
import { useRegister } from '../../../features/session/use-account-form';
import { useLinkedInviteCode } from '../../../features/session/linked-invite-code';
import { EmailCodeItem, EmailItem, NewPasswordItems, useMobileToast } from './auth-fields';
import { AuthFormPage } from './auth-form-page';

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
  const toast = useMobileToast();
  // The login form starts on the email just registered.
  const onRegistered = useCallback(
    () =>
      navigate('/login', {
        replace: true,
        state: registeredState(String(form.getFieldValue('email') ?? '')),
      }),
    [navigate, form],
  );
  const { submitting, submit } = useRegister({ toast, onSucceeded: onRegistered });
  // An invite link carries the inviter's code: the field starts with it, still editable.
  const linkedInvite = useLinkedInviteCode();

  const finish = (v: RegisterValues) =>
    submit({
      email: v.email.trim(),
      code: v.code.trim(),
      password: v.password,
      confirm: v.confirm,
      policy: 'mobile',
      inviteCode: v.invite?.trim() ?? '',
      agreed: v.agree === true,
    });

  return (
    <AuthFormPage
      title={t(registerMessages.title)}
      backTo="/login"
      form={form}
      onFinish={finish}
      submitLabel={t(registerMessages.title)}
      busy={submitting}
      after={
        <p className="m-auth-links">
          <Link to="/login">{t(registerMessages.haveAccount)}</Link>
        </p>
      }
    >
      <EmailItem checkFormat />
      <EmailCodeItem purpose="register" form={form} verify />
      <NewPasswordItems label={t(sessionMessages.password)} confirmLabel={t(registerMessages.confirm)} />
      <Form.Item name="invite" label={t(registerMessages.invite)} initialValue={linkedInvite}>
        <Input aria-label={t(registerMessages.invite)} />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[checkedRule(intl, agreementProblem)]}>
        <Checkbox>{t(registerMessages.agree)}</Checkbox>
      </Form.Item>
    </AuthFormPage>
  );
}
