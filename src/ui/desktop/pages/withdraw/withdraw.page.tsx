import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FundPasswordFormBody } from '../../../features/withdraw/fund-password/fund-password-form';
import { addressMessages } from '../../../features/withdraw/withdraw.messages';
import { useWithdrawGate } from '../../../features/withdraw/withdraw-form/use-withdraw-gate';
import { WithdrawGatePanel } from '../../../features/withdraw/withdraw-form/withdraw-gate-panel';
import { WithdrawScreen } from '../../../features/withdraw/withdraw-form/withdraw-screen';
import { withdrawalMessages } from '../../../features/withdraw/withdrawal.messages';
import '../../../features/withdraw/withdraw.css';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';

/**
 * /pc/account/withdrawel (the SPEC's spelling): behind the identity and fund-password gates,
 * the form beside the records. The route table has no fund-password page, so it opens here.
 */
export function WithdrawPage({ route, group }: DesktopPageProps) {
  const t = useIntl().formatMessage;
  const { message } = App.useApp();
  const gate = useWithdrawGate();
  const [settingFund, setSettingFund] = useState(false);
  const notices = useMemo(
    () => ({
      success: (content: string) => void message.open({ type: 'success', content, duration: 2 }),
      warn: (content: string) => void message.open({ type: 'warning', content, duration: 2 }),
    }),
    [message],
  );
  const fundDone = useCallback(() => setSettingFund(false), []);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        {gate === 'open' ? (
          <WithdrawScreen
            notices={notices}
            className="wf-screen--desktop"
            footnote={t(addressMessages.cooldownNote)}
            addressBookLink={
              <Link className="wf-link" to={pcPath('/setting/address')}>
                {t(withdrawalMessages.manageAddresses)}
              </Link>
            }
          />
        ) : settingFund && gate === 'fundPassword' ? (
          <div className="wf-narrow">
            <FundPasswordFormBody success={notices.success} done={fundDone} />
          </div>
        ) : (
          <WithdrawGatePanel
            gate={gate}
            verifyLink={(label) => (
              <Link className="wf-button wf-button--primary" to={pcPath('/setting/verify')}>
                {label}
              </Link>
            )}
            fundPasswordAction={(label) => (
              <button
                type="button"
                className="wf-button wf-button--primary"
                onClick={() => setSettingFund(true)}
                data-testid="withdraw-set-fund"
              >
                {label}
              </button>
            )}
          />
        )}
      </div>
    </>
  );
}
