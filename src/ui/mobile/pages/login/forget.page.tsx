import { Form } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { passwordMessages } from '../../../features/session/password.messages';
import { useForgetPassword } from '../../../features/session/use-account-form';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';
import { EmailCodeItem, EmailItem, NewPasswordItems, SubmitButton, useMobileToast } from './auth-fields';
import './login.css';

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
    <>
      <PageHeader title={t(passwordMessages.forgetTitle)} backTo="/login" />
      <div className="m-page">
        <Form
          form={form}
          className="m-auth-form"
          layout="vertical"
          onFinish={finish}
          footer={<SubmitButton busy={submitting}>{t(passwordMessages.reset)}</SubmitButton>}
        >
          <EmailItem checkFormat />
          <EmailCodeItem purpose="forget" form={form} />
          <NewPasswordItems
            label={t(passwordMessages.newPassword)}
            confirmLabel={t(passwordMessages.confirmNew)}
          />
        </Form>
        <p className="m-auth-links">
          <Link to="/login">{t(pageTitles.login)}</Link>
        </p>
      </div>
    </>
  );
}
