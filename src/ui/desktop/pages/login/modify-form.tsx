import { Form, Input } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { selectEmail, selectMaskedEmail } from '../../../../application/session/session.selectors';
import { useSessionSelector } from '../../../shared/session-actor';
import { oldPasswordProblem } from '../../../../domain/session/account-form-validation';
import { textRule } from '../../../features/session/field-rules';
import { codeSentToMessage, passwordMessages } from '../../../features/session/password.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import {
  modifyPasswordOf,
  useModifyPassword,
  type ModifyPasswordValues,
} from '../../../features/session/use-account-form';
import { pcPath } from '../../routes/desktop-routes';
import { CodeItem, NewPasswordItems, useDesktopToast } from './auth-fields';
import { SubmitButton } from './submit-button';

/** /pc/login/modify (signed in): the current password, a code to the account's email, the new one twice. */
export function ModifyForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const email = useSessionSelector(selectEmail);
  const masked = useSessionSelector(selectMaskedEmail);
  const [form] = Form.useForm<ModifyPasswordValues>();
  const toast = useDesktopToast();
  const onSucceeded = useCallback(() => navigate(pcPath('/setting/safty'), { replace: true }), [navigate]);
  const { submitting, submit } = useModifyPassword({ toast, onSucceeded });

  const finish = (v: ModifyPasswordValues) => submit(modifyPasswordOf(v, 'desktop'));

  return (
    <Form form={form} layout="vertical" className="dt-auth__form" onFinish={finish} requiredMark={false}>
      <Form.Item
        name="oldPassword"
        label={t(passwordMessages.oldPassword)}
        rules={[textRule(intl, oldPasswordProblem, true)]}
      >
        <Input.Password
          size="large"
          autoComplete="current-password"
          placeholder={t(sessionMessages.passwordPlaceholder)}
        />
      </Form.Item>
      <CodeItem purpose="update" email={() => email} extra={t(codeSentToMessage, { email: masked })} />
      <NewPasswordItems
        label={t(passwordMessages.newPassword)}
        confirmLabel={t(passwordMessages.confirmNew)}
      />
      <SubmitButton loading={submitting}>{t(passwordMessages.modify)}</SubmitButton>
    </Form>
  );
}
