import { useIntl } from 'react-intl';
import { assetMessages } from './assets.messages';
import type { useAssetRows } from './use-asset-rows';

type Rows = ReturnType<typeof useAssetRows>['rows'];

/**
 * The balances as one card per coin, for a phone's 390 px: five columns of 8-decimal amounts
 * do not fit, so the coin and its total head the card and the rest sit under them.
 */
export function AssetCards({ rows }: { rows: Rows }) {
  const intl = useIntl();
  const t = (m: (typeof assetMessages)[keyof typeof assetMessages]) => intl.formatMessage(m);
  return (
    <ul className="ct-asset-cards" aria-label={t(assetMessages.title)} data-testid="assets-table">
      {rows.map((row) => (
        <li key={row.coin} className="ct-asset-card" aria-label={row.coin}>
          <dl className="ct-asset-card__facts">
            <div className="ct-asset-card__head">
              <dt className="ct-asset-card__coin">{row.coin}</dt>
              <dd>
                <span className="ct-muted">{t(assetMessages.total)}</span> <strong>{row.total}</strong>
              </dd>
            </div>
            <div>
              <dt>{t(assetMessages.available)}</dt>
              <dd>{row.available}</dd>
            </div>
            <div>
              <dt>{t(assetMessages.frozen)}</dt>
              <dd>{row.frozen}</dd>
            </div>
            <div>
              <dt>{t(assetMessages.price)}</dt>
              <dd>{row.price}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
