import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FundPasswordFormBody } from '../../../features/withdraw/fund-password/fund-password-form';
import { addressBookMessages } from '../../../features/withdraw/address-book/address-book.messages';
import { useWithdrawGate } from '../../../features/withdraw/withdraw-form/use-withdraw-gate';
import { WithdrawGatePanel } from '../../../features/withdraw/withdraw-form/withdraw-gate-panel';
import { WithdrawScreen } from '../../../features/withdraw/withdraw-form/withdraw-screen';
import { withdrawFormMessages } from '../../../features/withdraw/withdraw-form/withdraw-form.messages';
import '../../../features/withdraw/withdraw.css';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';
import { verifyPathWithBack } from '../../../features/account/identity/back-path';

/**
 * /pc/account/withdrawel (the SPEC's spelling): behind the identity and fund-password gates,
 * the form beside the records. The route table has no fund-password page, so it opens here.
 */
export function WithdrawPage({ route, group }: DesktopPageProps) {
  const t = useIntl().formatMessage;
  const gate = useWithdrawGate();
  const [settingFund, setSettingFund] = useState(false);
  const fundDone = useCallback(() => setSettingFund(false), []);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        {gate === 'open' ? (
          <WithdrawScreen
            className="wf-screen--desktop"
            footnote={t(addressBookMessages.cooldownNote)}
            addressBookLink={
              <Link className="wf-link" to={pcPath('/setting/address')}>
                {t(withdrawFormMessages.manageAddresses)}
              </Link>
            }
          />
        ) : settingFund && gate === 'fundPassword' ? (
          <div className="wf-narrow">
            <FundPasswordFormBody done={fundDone} />
          </div>
        ) : (
          <WithdrawGatePanel
            gate={gate}
            verifyLink={(label) => (
              <Link
                className="wf-button wf-button--primary"
                to={verifyPathWithBack(pcPath('/setting/verify'), pcPath('/account/withdrawel'))}
                data-testid="withdraw-verify"
              >
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
