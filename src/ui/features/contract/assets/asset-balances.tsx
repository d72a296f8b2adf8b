import { useIntl } from 'react-intl';
import { AssetsTable } from './assets-table';
import { assetMessages } from './assets.messages';
import { HideSmallToggle } from './hide-small-toggle';
import { useAssetRows } from './use-asset-rows';

/** The account rate, the hide-small toggle and the balances table: the same on both form factors. */
export function AssetBalances() {
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
      <AssetsTable assets={assets} />
    </>
  );
}
