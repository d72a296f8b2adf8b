import { Checkbox, Form, Input } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { agreementProblem } from '../../../../domain/session/account-form-validation';
import { checkedRule } from '../../../features/session/field-rules';
import { registerMessages } from '../../../features/session/register.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { registeredState } from '../../../features/session/registered-email';
import { useRegister } from '../../../features/session/use-account-form';
import { useLinkedInviteCode } from '../../../features/session/linked-invite-code';
import { pcPath } from '../../routes/desktop-routes';
import { CodeItem, EmailItem, NewPasswordItems, useDesktopToast } from './auth-fields';
import { SubmitButton } from './submit-button';

interface RegisterValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
  invite?: string;
  agree?: boolean;
}

/** /pc/login/register: email, code, an 8-24 character password twice, invite code, agreement. */
export function RegisterForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const toast = useDesktopToast();
  // The login form starts on the email just registered.
  const onRegistered = useCallback(
    () =>
      navigate(pcPath('/login/login'), {
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
      policy: 'desktop',
      inviteCode: v.invite?.trim() ?? '',
      agreed: v.agree === true,
    });

  return (
    <Form form={form} layout="vertical" className="dt-auth__form" onFinish={finish} requiredMark={false}>
      <EmailItem checkFormat />
      <CodeItem purpose="register" verify email={() => String(form.getFieldValue('email') ?? '').trim()} />
      <NewPasswordItems label={t(sessionMessages.password)} confirmLabel={t(registerMessages.confirm)} />
      <Form.Item name="invite" label={t(registerMessages.invite)} initialValue={linkedInvite}>
        <Input size="large" />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[checkedRule(intl, agreementProblem)]}>
        <Checkbox>{t(registerMessages.agree)}</Checkbox>
      </Form.Item>
      <SubmitButton loading={submitting}>{t(registerMessages.title)}</SubmitButton>
    </Form>
  );
}
