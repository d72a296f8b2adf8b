import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ContractChart } from '../../../features/contract/order/contract-chart';
import { ContractScreenProvider } from '../../../features/contract/screen/contract-screen-provider';
import { contractMessages } from '../../../features/contract/contract.messages';
import { DemoMarker } from '../../../features/contract/account/demo-marker';
import { useAccountSwitch } from '../../../features/contract/account/use-account-switch';
import { useContractSignedIn } from '../../../features/contract/screen/use-contract-session';
import '../../../features/contract/contract.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';
import { AssetsPanel } from './assets-panel';
import { OrderPanel } from './order-panel';
import { PositionsPanel } from './positions-panel';
import { useDesktopNotify } from './use-desktop-notify';
import './contract.css';

function ContractBody() {
  const intl = useIntl();
  const { isDemo } = useAccountSwitch();
  return (
    <div className={isDemo ? 'ct-view ct-view--demo' : 'ct-view'} data-account={isDemo ? 'demo' : 'real'}>
      {isDemo && (
        <p className="ct-demo-note ct-demo-banner">
          <DemoMarker /> {intl.formatMessage(contractMessages.demoNote)}
        </p>
      )}
      <div className="dt-scontract">
        <OrderPanel />
        <div className="dt-scontract__main">
          <div className="dt-card">
            <ContractChart />
          </div>
          <PositionsPanel />
        </div>
        <AssetsPanel />
      </div>
    </div>
  );
}

function SignInPrompt() {
  const intl = useIntl();
  return (
    <section className="dt-card ct-panel dt-scontract__login" aria-labelledby="ct-sign-in">
      <h2 id="ct-sign-in" className="ct-title">
        {intl.formatMessage(contractMessages.signInTitle)}
      </h2>
      <p className="ct-muted">{intl.formatMessage(contractMessages.signInBody)}</p>
      <Link
        to={`${pcPath('/login/login')}?redirect=${encodeURIComponent(pcPath('/scontract'))}`}
        className="dt-link-button"
        data-testid="contract-login"
      >
        {intl.formatMessage(contractMessages.signInAction)}
      </Link>
    </section>
  );
}

/** /pc/scontract: the seconds contract (desktop); signed-out visitors see a login prompt. */
export function ContractPage({ route, group }: DesktopPageProps) {
  const notify = useDesktopNotify();
  const signedIn = useContractSignedIn();
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        {signedIn ? (
          <ContractScreenProvider resetAmountOnConfig openAmount="1" notify={notify}>
            <ContractBody />
          </ContractScreenProvider>
        ) : (
          <SignInPrompt />
        )}
      </div>
    </>
  );
}
