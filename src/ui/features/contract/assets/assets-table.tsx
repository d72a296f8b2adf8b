import { useIntl } from 'react-intl';
import { assetMessages } from './assets.messages';
import { contractMessages } from '../contract.messages';
import { AssetCards } from './asset-cards';
import type { useAssetRows } from './use-asset-rows';

interface AssetsTableProps {
  assets: ReturnType<typeof useAssetRows>;
  /** 'cards' on a phone, where the five columns would not fit; a table otherwise. */
  layout?: 'table' | 'cards';
}

/** The asset rows as a table (or cards) with loading, error and empty states (kit-free). */
export function AssetsTable({ assets, layout = 'table' }: AssetsTableProps) {
  const intl = useIntl();
  const t = (m: (typeof assetMessages)[keyof typeof assetMessages]) => intl.formatMessage(m);
  if (assets.loading)
    return <p className="ct-muted ct-state">{intl.formatMessage(contractMessages.loading)}</p>;
  return (
    <>
      {assets.error !== null && (
        <div className="ct-error" role="alert">
          {`${t(assetMessages.error)} ${assets.error} `}
          <button type="button" className="ct-link" onClick={assets.retry}>
            {intl.formatMessage(contractMessages.retry)}
          </button>
        </div>
      )}
      {layout === 'cards' ? (
        <AssetCards rows={assets.rows} />
      ) : (
        <div className="ct-table-scroll" role="region" aria-label={t(assetMessages.title)} tabIndex={0}>
          <table className="ct-table" data-testid="assets-table">
            <thead>
              <tr>
                <th scope="col">{t(assetMessages.coin)}</th>
                <th scope="col">{t(assetMessages.available)}</th>
                <th scope="col">{t(assetMessages.frozen)}</th>
                <th scope="col">{t(assetMessages.price)}</th>
                <th scope="col">{t(assetMessages.total)}</th>
              </tr>
            </thead>
            <tbody>
              {assets.rows.map((row) => (
                <tr key={row.coin}>
                  <th scope="row">{row.coin}</th>
                  <td>{row.available}</td>
                  <td>{row.frozen}</td>
                  <td>{row.price}</td>
                  <td>{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {assets.rows.length === 0 && assets.error === null && (
        <p className="ct-muted ct-state">{t(assetMessages.empty)}</p>
      )}
    </>
  );
}
