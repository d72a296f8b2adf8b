import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectProfile } from '../../../../application/session/session.selectors';
import { FundPasswordFormBody } from '../../../features/withdraw/fund-password/fund-password-form';
import { fundPasswordMessages } from '../../../features/withdraw/fund-password/fund-password.messages';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import { useSessionSelector } from '../../../shared/session-actor';
import { PageHeader } from '../../layout/page-header';

/**
 * /setting/fund-password: set the 6-digit fund password (or change it, when one is set), then
 * back to where the user came from: the security centre (?from=safty) or the withdrawal.
 */
export function FundPasswordPage() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.get('from') === 'safty' ? '/setting/safty' : '/account/withdraw';
  const isSet = useSessionSelector(selectProfile)?.isAssert ?? false;
  // Whether this replaces a set password is decided as the screen opens: setting one flips it.
  const [changing] = useState(isSet);
  const done = useCallback(() => void navigate(back, { replace: true }), [navigate, back]);
  return (
    <>
      <PageHeader
        title={t(changing ? fundPasswordMessages.changeTitle : fundPasswordMessages.title)}
        backTo={back}
      />
      <div className="m-page">
        <FundPasswordFormBody done={done} changing={changing} />
      </div>
    </>
  );
}
