import { DepositScreen } from '../../../features/deposit/deposit-screen';
import { useDepositScreen } from '../../../features/deposit/use-deposit-screen';
import { useCoinParam } from '../../../shared/use-coin-param';
import '../../../features/deposit/deposit.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { PageHeader } from '../shared/page-header';

/** /pc/account/recharge: the deposit address with its QR code beside the arriving deposits and records. */
export function DepositPage({ route, group }: DesktopPageProps) {
  const view = useDepositScreen({ coin: useCoinParam() });
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <DepositScreen view={view} className="dp-screen--desktop" />
      </div>
    </>
  );
}
