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
import {
  modifyPasswordOf,
  useModifyPassword,
  type ModifyPasswordValues,
} from '../../../features/session/use-account-form';
import { useSessionSelector } from '../../../shared/session-actor';
import { EmailCodeItem, NewPasswordItems, useMobileToast } from '../login/auth-fields';
import { AuthFormPage } from '../login/auth-form-page';

/**
 * /setting/password (signed in): the current password, a code to the account's email and the
 * new one twice (at least 6 characters on the phone, SPEC section 5); then the security centre.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const email = useSessionSelector(selectEmail);
  const [form] = Form.useForm<ModifyPasswordValues>();
  const toast = useMobileToast();
  const onSucceeded = useCallback(() => navigate('/setting/safty', { replace: true }), [navigate]);
  const { submitting, submit } = useModifyPassword({ toast, onSucceeded });
  // The code goes to the account's own email, which the form does not ask for.
  const account = { getFieldValue: () => email };

  return (
    <AuthFormPage
      title={t(securityCentreMessages.changePasswordTitle)}
      backTo="/setting/safty"
      form={form}
      onFinish={(v: ModifyPasswordValues) => submit(modifyPasswordOf(v, 'mobile'))}
      submitLabel={t(passwordMessages.modify)}
      busy={submitting}
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
    </AuthFormPage>
  );
}
