import { Button } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { AssetRecords } from '../../../features/contract/assets/asset-records';
import { AssetBalances } from '../../../features/contract/assets/asset-balances';
import { assetMessages } from '../../../features/contract/assets/assets.messages';
import { useAssetRecords } from '../../../features/contract/assets/use-asset-records';
import { useDemoFunds, useShowsDemoFunds } from '../../../features/contract/assets/use-demo-funds';
import { TransferType } from '../../../../domain/wallet/transfer';
import { useTransferEntry } from '../../../features/contract/assets/transfer-entry';
import { DemoFundsFailure } from '../../../features/contract/assets/demo-funds-failure';
import { ScrollMore } from '../../shared/scroll-more';

/** The way into the one transfer sheet, on spot -> contract. */
function TransferButton() {
  const intl = useIntl();
  const openTransfer = useTransferEntry();
  if (!openTransfer) return null;
  return (
    <Button
      block
      color="primary"
      onClick={() => openTransfer(TransferType.toContract, 'USDT')}
      data-testid="contract-transfer-open"
    >
      {intl.formatMessage(assetMessages.transferTitle)}
    </Button>
  );
}

function DemoFundsCard() {
  const intl = useIntl();
  const funds = useDemoFunds();
  return (
    <div className="ct-demo-funds" role="group" aria-label={intl.formatMessage(assetMessages.demoFundsTitle)}>
      <DemoFundsFailure funds={funds} />
      {funds.options.map((option) => (
        <Button
          key={option.amount}
          size="small"
          disabled={funds.sending}
          onClick={() => funds.add(option.amount)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

/** Contract balances with hide-small, the account rate, transfer or demo funds, and records. */
export function AssetsPanel() {
  const intl = useIntl();
  const records = useAssetRecords();
  const demo = useShowsDemoFunds();
  return (
    <section className="m-card ct-panel" aria-labelledby="ct-assets-title">
      <h2 id="ct-assets-title" className="m-section-title">
        {intl.formatMessage(assetMessages.title)}
      </h2>
      <AssetBalances layout="cards" />
      {demo ? <DemoFundsCard /> : <TransferButton />}
      <h3 className="ct-subtitle">{intl.formatMessage(assetMessages.records)}</h3>
      <AssetRecords list={records} footer={<ScrollMore list={records} />} />
    </section>
  );
}
