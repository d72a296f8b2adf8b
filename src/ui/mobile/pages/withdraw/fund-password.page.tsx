import { Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FundPasswordFormBody } from '../../../features/withdraw/fund-password/fund-password-form';
import { withdrawalMessages } from '../../../features/withdraw/withdrawal.messages';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import { PageHeader } from '../../layout/page-header';
import { TOAST_DURATION_MS } from '../../shared/use-soon-toast';

/** /setting/fund-password: set the 6-digit fund password, then back to the withdrawal. */
export function FundPasswordPage() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const success = useCallback(
    (content: string) => Toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS }),
    [],
  );
  const done = useCallback(() => void navigate('/account/withdraw', { replace: true }), [navigate]);
  return (
    <>
      <PageHeader title={t(withdrawalMessages.fundTitle)} backTo="/account/withdraw" />
      <div className="m-page">
        <FundPasswordFormBody success={success} done={done} />
      </div>
    </>
  );
}
