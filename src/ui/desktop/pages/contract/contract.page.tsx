import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ContractChart } from '../../../features/contract/order/contract-chart';
import { VisitorOrderPanel } from '../../../features/contract/order/visitor-order-panel';
import { ContractScreenProvider } from '../../../features/contract/screen/contract-screen-provider';
import { contractMessages } from '../../../features/contract/contract.messages';
import { registerMessages } from '../../../features/session/register.messages';
import { assetMessages } from '../../../features/contract/assets/assets.messages';
import { DemoMarker } from '../../../features/contract/account/demo-marker';
import { useAccountSwitch } from '../../../features/contract/account/use-account-switch';
import { useContractSignedIn } from '../../../features/contract/screen/use-contract-session';
import '../../../features/contract/contract.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { routeTitle } from '../../routes/route-titles.messages';
import { PageHeader } from '../shared/page-header';
import { ShownPairHeading } from './shown-pair-heading';
import { TradingTerminal } from '../shared/trading-terminal';
import { useDocumentTitle } from '../shared/use-document-title';
import { AssetsPanel, FundingPanel } from './assets-panel';
import { OrderPanel } from './order-panel';
import { ContractTransfer } from './transfer-panel';
import { usePositionTabs } from './positions-panel';
import './contract.css';

/** The bar over the chart: the product's name (the page's h1), the pair traded with its price, the demo mark and the results. */
function ContractHeader({ summary }: { summary: ReactNode }) {
  const intl = useIntl();
  const { isDemo } = useAccountSwitch();
  return (
    <header className="ct-terminal-header">
      <h1>{intl.formatMessage(contractMessages.title)}</h1>
      <ShownPairHeading />
      {isDemo && (
        <p className="ct-demo-note ct-demo-banner">
          <DemoMarker /> {intl.formatMessage(contractMessages.demoNote)}
        </p>
      )}
      {summary}
    </header>
  );
}

function ContractTerminal() {
  const intl = useIntl();
  const { isDemo } = useAccountSwitch();
  const positions = usePositionTabs();
  const assets = { key: 'assets', label: intl.formatMessage(assetMessages.title), children: <AssetsPanel /> };
  return (
    <div className={isDemo ? 'ct-view ct-view--demo' : 'ct-view'} data-account={isDemo ? 'demo' : 'real'}>
      <TradingTerminal
        header={<ContractHeader summary={positions.summary} />}
        chart={<ContractChart />}
        entry={
          <ContractTransfer>
            {(transfer) => (
              <div className="ct-entry">
                <OrderPanel />
                <FundingPanel transfer={transfer} />
              </div>
            )}
          </ContractTransfer>
        }
        entryLabel={intl.formatMessage(contractMessages.title)}
        bottom={<Tabs size="small" items={[...positions.tabs, assets]} />}
      />
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
      <VisitorOrderPanel
        actions={
          <>
            <Link
              to={`${pcPath('/login/login')}?redirect=${encodeURIComponent(pcPath('/scontract'))}`}
              data-testid="contract-login"
            >
              {intl.formatMessage(contractMessages.signInAction)}
            </Link>
            <Link to={pcPath('/login/register')}>{intl.formatMessage(registerMessages.title)}</Link>
          </>
        }
      />
    </section>
  );
}

/** /pc/scontract: the seconds-contract terminal; signed-out visitors see the order form read-only. */
export function ContractPage({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  const signedIn = useContractSignedIn();
  useDocumentTitle(intl.formatMessage(routeTitle(route.titleId)));
  if (!signedIn)
    return (
      <>
        <PageHeader route={route} group={group} />
        <div className="dt-container dt-page-body">
          <SignInPrompt />
        </div>
      </>
    );
  return (
    <ContractScreenProvider resetAmountOnConfig openAmount="1">
      <ContractTerminal />
    </ContractScreenProvider>
  );
}
