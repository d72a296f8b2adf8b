import { useIntl } from 'react-intl';
import { AssetsTable } from './assets-table';
import { assetMessages } from './assets.messages';
import { HideSmallToggle } from './hide-small-toggle';
import { useAssetRows } from './use-asset-rows';

/** The account rate, the hide-small toggle and the balances: a table, or cards on a phone. */
export function AssetBalances({ layout = 'table' }: { layout?: 'table' | 'cards' }) {
  const intl = useIntl();
  const assets = useAssetRows();
  return (
    <>
      <div className="ct-assets-bar">
        <span className="ct-muted">
          {intl.formatMessage(assetMessages.rate)}: <strong data-testid="account-rate">{assets.rate}</strong>
        </span>
        <HideSmallToggle checked={assets.hideSmall} onChange={assets.setHideSmall} />
      </div>
      <AssetsTable assets={assets} layout={layout} />
    </>
  );
}
