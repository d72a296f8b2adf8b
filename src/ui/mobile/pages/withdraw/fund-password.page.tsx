import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FundPasswordFormBody } from '../../../features/withdraw/fund-password/fund-password-form';
import { fundPasswordMessages } from '../../../features/withdraw/fund-password/fund-password.messages';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import { PageHeader } from '../../layout/page-header';

/** /setting/fund-password: set the 6-digit fund password, then back to the withdrawal. */
export function FundPasswordPage() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const done = useCallback(() => void navigate('/account/withdraw', { replace: true }), [navigate]);
  return (
    <>
      <PageHeader title={t(fundPasswordMessages.title)} backTo="/account/withdraw" />
      <div className="m-page">
        <FundPasswordFormBody done={done} />
      </div>
    </>
  );
}
