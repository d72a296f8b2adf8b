import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { addressBookMessages } from '../../../features/withdraw/address-book/address-book.messages';
import { useWithdrawGate } from '../../../features/withdraw/withdraw-form/use-withdraw-gate';
import { WithdrawGatePanel } from '../../../features/withdraw/withdraw-form/withdraw-gate-panel';
import { WithdrawScreen } from '../../../features/withdraw/withdraw-form/withdraw-screen';
import { withdrawFormMessages } from '../../../features/withdraw/withdraw-form/withdraw-form.messages';
import '../../../features/withdraw/withdraw.css';
import '../../../features/withdraw/withdraw-form/withdrawal.css';
import { PageHeader } from '../../layout/page-header';
import { verifyPathWithBack } from '../../../features/account/identity/back-path';

/** /account/withdraw: behind the identity and fund-password gates, the form and the records. */
export function WithdrawPage() {
  const t = useIntl().formatMessage;
  const gate = useWithdrawGate();
  return (
    <>
      <PageHeader title={t(withdrawFormMessages.title)} backTo="/assets" />
      <div className="m-page">
        {gate === 'open' ? (
          <WithdrawScreen
            className="wf-screen--mobile"
            footnote={t(addressBookMessages.cooldownNote)}
            addressBookLink={
              <Link className="wf-link" to="/setting/address">
                {t(withdrawFormMessages.manageAddresses)}
              </Link>
            }
          />
        ) : (
          <WithdrawGatePanel
            gate={gate}
            verifyLink={(label) => (
              <Link
                className="wf-button wf-button--primary"
                to={verifyPathWithBack('/setting/verify?type=2', '/account/withdraw')}
                data-testid="withdraw-verify"
              >
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
