import { Toast } from 'antd-mobile';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { addressMessages } from '../../../features/withdraw/withdraw.messages';
import { useWithdrawGate } from '../../../features/withdraw/withdraw-form/use-withdraw-gate';
import { WithdrawGatePanel } from '../../../features/withdraw/withdraw-form/withdraw-gate-panel';
import { WithdrawScreen } from '../../../features/withdraw/withdraw-form/withdraw-screen';
import { withdrawalMessages } from '../../../features/withdraw/withdrawal.messages';
import '../../../features/withdraw/withdraw.css';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import { PageHeader } from '../../layout/page-header';
import { TOAST_DURATION_MS } from '../../shared/use-soon-toast';

/** /account/withdraw: behind the identity and fund-password gates, the form and the records. */
export function WithdrawPage() {
  const t = useIntl().formatMessage;
  const gate = useWithdrawGate();
  const notices = useMemo(
    () => ({
      success: (content: string) => Toast.show({ content, icon: 'success', duration: TOAST_DURATION_MS }),
      warn: (content: string) => Toast.show({ content, duration: TOAST_DURATION_MS }),
    }),
    [],
  );
  return (
    <>
      <PageHeader title={t(withdrawalMessages.title)} backTo="/assets" />
      <div className="m-page">
        {gate === 'open' ? (
          <WithdrawScreen
            notices={notices}
            className="wf-screen--mobile"
            footnote={t(addressMessages.cooldownNote)}
            addressBookLink={
              <Link className="wf-link" to="/setting/address">
                {t(withdrawalMessages.manageAddresses)}
              </Link>
            }
          />
        ) : (
          <WithdrawGatePanel
            gate={gate}
            verifyLink={(label) => (
              <Link className="wf-button wf-button--primary" to="/setting/verify?type=2">
                {label}
              </Link>
            )}
            fundPasswordAction={(label) => (
              <Link
                className="wf-button wf-button--primary"
                to="/setting/fund-password"
                data-testid="withdraw-set-fund"
              >
                {label}
              </Link>
            )}
          />
        )}
      </div>
    </>
  );
}
