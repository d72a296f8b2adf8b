import { Form, Input } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { selectEmail } from '../../../../application/session/session.selectors';
import { oldPasswordProblem } from '../../../../domain/session/account-form-validation';
import { securityCentreMessages } from '../../../features/account/security-centre/security-centre.messages';
import { textRule } from '../../../features/session/field-rules';
import { passwordMessages } from '../../../features/session/password.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { useModifyPassword } from '../../../features/session/use-account-form';
import { useSessionSelector } from '../../../shared/session-actor';
import { PageHeader } from '../../layout/page-header';
import { EmailCodeItem, NewPasswordItems, SubmitButton, useMobileToast } from '../login/auth-fields';
import '../login/login.css';

interface ModifyValues {
  oldPassword: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * /setting/password (signed in): the current password, a code to the account's email and the
 * new one twice (at least 6 characters on the phone, SPEC section 5); then the security centre.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const email = useSessionSelector(selectEmail);
  const [form] = Form.useForm<ModifyValues>();
  const toast = useMobileToast();
  const onSucceeded = useCallback(() => navigate('/setting/safty', { replace: true }), [navigate]);
  const { submitting, submit } = useModifyPassword({ toast, onSucceeded });
  // The code goes to the account's own email, which the form does not ask for.
  const account = { getFieldValue: () => email };

  const finish = (v: ModifyValues) =>
    submit({
      oldPassword: v.oldPassword,
      code: v.code.trim(),
      password: v.password,
      confirm: v.confirm,
      policy: 'mobile',
    });

  return (
    <>
      <PageHeader title={t(securityCentreMessages.changePasswordTitle)} backTo="/setting/safty" />
      <div className="m-page">
        <Form
          form={form}
          className="m-auth-form"
          layout="vertical"
          onFinish={finish}
          footer={<SubmitButton busy={submitting}>{t(passwordMessages.modify)}</SubmitButton>}
        >
          <Form.Item
            name="oldPassword"
            label={t(passwordMessages.oldPassword)}
            rules={[textRule(intl, oldPasswordProblem, true)]}
          >
            <Input
              type="password"
              autoComplete="current-password"
              aria-label={t(passwordMessages.oldPassword)}
              placeholder={t(sessionMessages.passwordPlaceholder)}
            />
          </Form.Item>
          <EmailCodeItem purpose="update" form={account} />
          <NewPasswordItems
            label={t(passwordMessages.newPassword)}
            confirmLabel={t(passwordMessages.confirmNew)}
          />
        </Form>
      </div>
    </>
  );
}
