import { Form } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { passwordMessages } from '../../../features/session/password.messages';
import { useForgetPassword } from '../../../features/session/use-account-form';
import { pcPath } from '../../routes/desktop-routes';
import { CodeItem, EmailItem, NewPasswordItems, useDesktopToast } from './auth-fields';
import { SubmitButton } from './submit-button';

interface ForgetValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/** /pc/login/forget: email, the 'forget' code and a new 8-24 character password twice. */
export function ForgetForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const toast = useDesktopToast();
  const onSucceeded = useCallback(() => navigate(pcPath('/login/login'), { replace: true }), [navigate]);
  const { submitting, submit } = useForgetPassword({ toast, onSucceeded });

  const finish = (v: ForgetValues) =>
    submit({
      email: v.email.trim(),
      code: v.code.trim(),
      password: v.password,
      confirm: v.confirm,
      policy: 'desktop',
    });

  return (
    <Form form={form} layout="vertical" className="dt-auth__form" onFinish={finish} requiredMark={false}>
      <EmailItem checkFormat />
      <CodeItem purpose="forget" email={() => String(form.getFieldValue('email') ?? '').trim()} />
      <NewPasswordItems
        label={t(passwordMessages.newPassword)}
        confirmLabel={t(passwordMessages.confirmNew)}
      />
      <SubmitButton loading={submitting}>{t(passwordMessages.reset)}</SubmitButton>
    </Form>
  );
}
