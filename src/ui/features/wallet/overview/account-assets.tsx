import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WalletAccount } from '../../../../domain/wallet/wallet';
import { walletMessages } from '../wallet.messages';
import { accountLabel } from './account-label';
import { CoinMark } from '../../../shared/coin-mark';
import type { WalletOverviewView } from './use-wallet-overview';

interface Props {
  view: WalletOverviewView;
  account: WalletAccount;
  onAccount: (account: WalletAccount) => void;
  /** The form factor's links on each row (the desktop's Deposit / Withdraw / Trade), if any. */
  rowActions?: (coin: string) => ReactNode;
}

/** Account tabs, the hide-small switch and the chosen account's coins (kit-free). */
export function AccountAssets({ view, account, onAccount, rowActions }: Props) {
  const intl = useIntl();
  const t = (message: (typeof walletMessages)[keyof typeof walletMessages]) => intl.formatMessage(message);
  const shown = view.accounts.find((entry) => entry.account === account);
  return (
    <section className="wl-card" aria-label={t(walletMessages.accounts)}>
      <div className="wl-tabs" role="group" aria-label={t(walletMessages.accounts)}>
        {view.accounts.map((entry) => (
          <button
            key={entry.account}
            type="button"
            className="wl-tab"
            aria-pressed={entry.account === account}
            onClick={() => onAccount(entry.account)}
            data-testid={`wallet-account-${entry.account}`}
          >
            {intl.formatMessage(accountLabel[entry.account])}
          </button>
        ))}
      </div>
      <div className="wl-account-head">
        <span className="wl-muted">
          {t(walletMessages.accountTotal)}{' '}
          <strong data-testid="wallet-account-total">{shown?.total ?? '--'}</strong>
        </span>
        <label className="wl-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={view.hideSmall}
            onChange={(event) => view.setHideSmall(event.target.checked)}
            data-testid="wallet-hide-small"
          />
          <span>{t(walletMessages.hideSmall)}</span>
        </label>
      </div>
      {view.error !== null && (
        <div className="wl-error" role="alert">
          {`${t(walletMessages.error)} ${view.error} `}
          <button type="button" className="wl-link" onClick={view.reload}>
            {t(walletMessages.retry)}
          </button>
        </div>
      )}
      {view.stale && <p className="wl-muted wl-note">{t(walletMessages.stale)}</p>}
      {view.loading ? (
        <div aria-busy="true" aria-label={t(walletMessages.loading)}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="wl-skeleton wl-skeleton--row" />
          ))}
        </div>
      ) : (
        <AssetRows rows={shown?.rows ?? []} rowActions={rowActions} />
      )}
    </section>
  );
}

function AssetRows({
  rows,
  rowActions,
}: {
  rows: NonNullable<WalletOverviewView['accounts'][number]>['rows'];
  rowActions: Props['rowActions'];
}) {
  const intl = useIntl();
  const t = (message: (typeof walletMessages)[keyof typeof walletMessages]) => intl.formatMessage(message);
  if (rows.length === 0) return <p className="wl-muted wl-state">{t(walletMessages.empty)}</p>;
  return (
    <div className="wl-table-scroll" role="region" aria-label={t(walletMessages.title)} tabIndex={0}>
      <table className="wl-table" data-testid="wallet-assets">
        <thead>
          <tr>
            <th scope="col">{t(walletMessages.coin)}</th>
            <th scope="col">{t(walletMessages.available)}</th>
            <th scope="col">{t(walletMessages.frozen)}</th>
            <th scope="col">{t(walletMessages.price)}</th>
            <th scope="col">{t(walletMessages.total)}</th>
            {rowActions && <th scope="col">{t(walletMessages.actions)}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.coin} data-coin={row.coin}>
              <th scope="row">
                <span className="wl-coin-cell">
                  <CoinMark coin={row.coin} />
                  {row.coin}
                </span>
              </th>
              <td data-testid="wallet-available" data-label={t(walletMessages.available)}>
                {row.available}
              </td>
              <td data-label={t(walletMessages.frozen)}>{row.frozen}</td>
              <td data-label={t(walletMessages.price)}>{row.price}</td>
              <td data-label={t(walletMessages.total)}>{row.total}</td>
              {rowActions && <td className="wl-row-actions">{rowActions(row.coin)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
