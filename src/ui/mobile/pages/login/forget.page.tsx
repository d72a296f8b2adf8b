import { Form } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { passwordMessages } from '../../../features/session/password.messages';
import { useForgetPassword } from '../../../features/session/use-account-form';
import { pageTitles } from '../../shared/page-titles';
import { EmailCodeItem, EmailItem, NewPasswordItems, useMobileToast } from './auth-fields';
import { AuthFormPage } from './auth-form-page';

interface ForgetValues {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/** /forget: email, the 'forget' email code and the new password twice; then back to login. */
export function ForgetPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const toast = useMobileToast();
  const onSucceeded = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const { submitting, submit } = useForgetPassword({ toast, onSucceeded });

  const finish = (v: ForgetValues) =>
    submit({
      email: v.email.trim(),
      code: v.code.trim(),
      password: v.password,
      confirm: v.confirm,
      policy: 'mobile',
    });

  return (
    <AuthFormPage
      title={t(passwordMessages.forgetTitle)}
      backTo="/login"
      form={form}
      onFinish={finish}
      submitLabel={t(passwordMessages.reset)}
      busy={submitting}
      after={
        <p className="m-auth-links">
          <Link to="/login">{t(pageTitles.login)}</Link>
        </p>
      }
    >
      <EmailItem checkFormat />
      <EmailCodeItem purpose="forget" form={form} />
      <NewPasswordItems
        label={t(passwordMessages.newPassword)}
        confirmLabel={t(passwordMessages.confirmNew)}
      />
    </AuthFormPage>
  );
}
