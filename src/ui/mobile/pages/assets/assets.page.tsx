import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { WalletAccount } from '../../../../domain/wallet/wallet';
import { AccountAssets } from '../../../features/wallet/overview/account-assets';
import { WalletTotals } from '../../../features/wallet/overview/wallet-totals';
import { TransferForm } from '../../../features/wallet/transfer/transfer-form';
import { useWalletScreen } from '../../../features/wallet/use-wallet-screen';
import { walletMessages } from '../../../features/wallet/wallet.messages';
import '../../../features/wallet/wallet.css';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';

/** The Assets tab (signed in only): every account's balances, totals and the wallet's entries. */
export function AssetsPage() {
  const intl = useIntl();
  const { overview: view, transfer } = useWalletScreen();
  // The home's Transfer comes here with the transfer open (?transfer=open).
  const [transferOpen, setTransferOpen] = useState(useSearchParams()[0].get('transfer') === 'open');
  const [account, setAccount] = useState<WalletAccount>(WalletAccount.spot);
  const t = (message: (typeof walletMessages)[keyof typeof walletMessages]) => intl.formatMessage(message);
  return (
    <>
      <PageHeader title={intl.formatMessage(pageTitles.assets)} />
      <div className="m-page wl-view">
        <WalletTotals view={view}>
          <Link className="wl-action wl-action--primary" to="/account/recharge" data-testid="wallet-deposit">
            {t(walletMessages.deposit)}
          </Link>
          <Link className="wl-action" to="/account/withdraw" data-testid="wallet-withdraw">
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
          <Link className="wl-action" to="/account/dui" data-testid="wallet-convert">
            {t(walletMessages.convert)}
          </Link>
          <Link className="wl-action" to="/account/trade?type=4" data-testid="wallet-records">
            {t(walletMessages.records)}
          </Link>
        </WalletTotals>
        {transferOpen && <TransferForm transfer={transfer} onClose={() => setTransferOpen(false)} />}
        <AccountAssets view={view} account={account} onAccount={setAccount} />
      </div>
    </>
  );
}
