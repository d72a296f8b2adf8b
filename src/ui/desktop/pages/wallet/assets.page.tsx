import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { WalletAccount, walletAccountOf } from '../../../../domain/wallet/wallet';
import { AccountAssets } from '../../../features/wallet/overview/account-assets';
import { WalletTotals } from '../../../features/wallet/overview/wallet-totals';
import { TransferForm } from '../../../features/wallet/transfer/transfer-form';
import { useWalletScreen } from '../../../features/wallet/use-wallet-screen';
import { walletMessages } from '../../../features/wallet/wallet.messages';
import '../../../features/wallet/wallet.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';
import { AssetRowActions } from './asset-row-actions';

/** /pc/account/assert/:account: the assets overview; the route names the account shown (default 2). */
export function AssetsPage({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  const { overview: view, transfer } = useWalletScreen();
  const [transferOpen, setTransferOpen] = useState(false);
  const navigate = useNavigate();
  const account = walletAccountOf(useParams().account);
  const choose = (next: WalletAccount) => void navigate(pcPath(`/account/assert/${next}`), { replace: true });
  const t = (message: (typeof walletMessages)[keyof typeof walletMessages]) => intl.formatMessage(message);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body wl-view wl-view--desktop">
        <WalletTotals view={view}>
          <Link
            className="wl-action wl-action--primary"
            to={pcPath('/account/recharge')}
            data-testid="wallet-deposit"
          >
            {t(walletMessages.deposit)}
          </Link>
          <Link className="wl-action" to={pcPath('/account/withdrawel')} data-testid="wallet-withdraw">
            {t(walletMessages.withdraw)}
          </Link>
          <button
            type="button"
            className="wl-action"
            aria-expanded={transferOpen}
            onClick={() => setTransferOpen((open) => !open)}
            data-testid="wallet-transfer-open"
          >
            {t(walletMessages.transfer)}
          </button>
          <Link className="wl-action" to={pcPath('/account/dui')} data-testid="wallet-convert">
            {t(walletMessages.convert)}
          </Link>
          <Link className="wl-action" to={pcPath('/account/trade')} data-testid="wallet-records">
            {t(walletMessages.records)}
          </Link>
        </WalletTotals>
        {transferOpen && <TransferForm transfer={transfer} onClose={() => setTransferOpen(false)} />}
        <AccountAssets
          view={view}
          account={account}
          onAccount={choose}
          rowActions={account === WalletAccount.spot ? (coin) => <AssetRowActions coin={coin} /> : undefined}
        />
      </div>
    </>
  );
}
