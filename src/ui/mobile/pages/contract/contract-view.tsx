import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { contractBaseOf } from '../../../../domain/contract/contract-pairs';
import { ContractChart } from '../../../features/contract/order/contract-chart';
import { ContractScreenProvider } from '../../../features/contract/screen/contract-screen-provider';
import { contractMessages } from '../../../features/contract/contract.messages';
import { DemoMarker } from '../../../features/contract/account/demo-marker';
import { useAccountSwitch } from '../../../features/contract/account/use-account-switch';
import '../../../features/contract/contract.css';
import { PageHeader } from '../../layout/page-header';
import { TradeSwitch } from '../../layout/trade-switch';
import { AssetsPanel } from './assets-panel';
import { OrderPanel } from './order-panel';
import { PositionsPanel } from './positions-panel';
import { ContractTransferSheet } from './transfer-sheet';

function ContractBody({ baseCoin }: { baseCoin: string }) {
  const intl = useIntl();
  const { isDemo } = useAccountSwitch();
  return (
    <div className={isDemo ? 'ct-view ct-view--demo' : 'ct-view'} data-account={isDemo ? 'demo' : 'real'}>
      <PageHeader
        title={intl.formatMessage(contractMessages.title)}
        middle={<TradeSwitch current="seconds" symbol={`${baseCoin.toLowerCase()}usdt`} />}
        right={isDemo ? <DemoMarker /> : null}
      />
      <div className="m-page ct-stack">
        {isDemo && <p className="ct-demo-note">{intl.formatMessage(contractMessages.demoNote)}</p>}
        <OrderPanel />
        <div className="m-card">
          <ContractChart />
        </div>
        <PositionsPanel />
        <AssetsPanel />
      </div>
    </div>
  );
}

/** The Trade tab: the seconds contract (mobile); a market link's ?symbol picks the pair. */
export function MobileContractView() {
  const [params] = useSearchParams();
  const baseCoin = contractBaseOf(params.get('symbol'));
  return (
    <ContractScreenProvider resetAmountOnConfig={false} baseCoin={baseCoin}>
      <ContractTransferSheet>
        <ContractBody baseCoin={baseCoin} />
      </ContractTransferSheet>
    </ContractScreenProvider>
  );
}
