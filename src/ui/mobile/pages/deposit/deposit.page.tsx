import { useIntl } from 'react-intl';
import { DepositScreen } from '../../../features/deposit/deposit-screen';
import { depositMessages } from '../../../features/deposit/deposit.messages';
import { useDepositScreen } from '../../../features/deposit/use-deposit-screen';
import { useCoinParam } from '../../../shared/use-coin-param';
import '../../../features/deposit/deposit.css';
import { PageHeader } from '../../layout/page-header';

/** /account/recharge: the deposit address with its QR code, the arriving deposits and the records. */
export function DepositPage() {
  const t = useIntl().formatMessage;
  const view = useDepositScreen({ coin: useCoinParam() });
  return (
    <>
      <PageHeader title={t(depositMessages.title)} backTo="/assets" />
      <div className="m-page">
        <DepositScreen view={view} className="dp-screen--mobile" />
      </div>
    </>
  );
}
