import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AssetRecords } from '../../../features/contract/assets/asset-records';
import { AssetBalances } from '../../../features/contract/assets/asset-balances';
import { assetMessages } from '../../../features/contract/assets/assets.messages';
import { useAssetRecords } from '../../../features/contract/assets/use-asset-records';
import { useDemoFunds, useShowsDemoFunds } from '../../../features/contract/assets/use-demo-funds';
import { useDesktopPaging } from '../../shared/desktop-paging';
import { DemoFundsFailure } from '../../../features/contract/assets/demo-funds-failure';

function DemoFundsCard() {
  const intl = useIntl();
  const funds = useDemoFunds();
  return (
    <div className="ct-demo-funds" role="group" aria-label={intl.formatMessage(assetMessages.demoFundsTitle)}>
      <DemoFundsFailure funds={funds} />
      {funds.options.map((option) => (
        <Button key={option.amount} disabled={funds.sending} onClick={() => funds.add(option.amount)}>
          {option.label}
        </Button>
      ))}
    </div>
  );
}

function Records() {
  const records = useDesktopPaging(useAssetRecords(), assetMessages.records);
  return <AssetRecords list={records.shown} footer={records.footer} />;
}

/** Beside the order: the real account's transfer (the one transfer sheet), or the demo account's top-ups. */
export function FundingPanel({ transfer }: { transfer: ReactNode }) {
  const demo = useShowsDemoFunds();
  return <section className="ct-panel ct-funding">{demo ? <DemoFundsCard /> : transfer}</section>;
}

/** The terminal's assets tab: balances with hide-small and the rate, beside the records. */
export function AssetsPanel() {
  const intl = useIntl();
  return (
    <div className="ct-assets-tab">
      <section aria-label={intl.formatMessage(assetMessages.title)}>
        <AssetBalances />
      </section>
      <section aria-labelledby="ct-records-title">
        <h3 id="ct-records-title" className="ct-subtitle">
          {intl.formatMessage(assetMessages.records)}
        </h3>
        <Records />
      </section>
    </div>
  );
}
