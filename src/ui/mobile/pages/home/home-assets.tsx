import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isZero } from '../../../../domain/precision/decimal';
import { walletOverview } from '../../../../domain/wallet/wallet-overview';
import { WalletTotals } from '../../../features/wallet/overview/wallet-totals';
import { useWalletScreen } from '../../../features/wallet/use-wallet-screen';
import { walletMessages } from '../../../features/wallet/wallet.messages';
import '../../../features/wallet/wallet.css';
import { useTradeTabPath } from '../../layout/trade-switch';

const messages = defineMessages({
  trade: { id: 'mobile.home.trade', defaultMessage: 'Trade' },
  depositToStart: {
    id: 'mobile.home.depositToStart',
    defaultMessage: 'Your accounts are empty. Deposit to start trading.',
  },
});

/**
 * A signed-in home: the total of every account (masked when the user hides amounts), with
 * Deposit, Transfer and Trade; an empty account is told to deposit first.
 */
export function HomeAssets() {
  const intl = useIntl();
  const { overview } = useWalletScreen();
  const tradePath = useTradeTabPath();
  const empty = overview.snapshot !== null && isZero(walletOverview(overview.snapshot, false).totalUsdt);
  return (
    <div className="m-home-assets" data-testid="home-assets">
      <WalletTotals view={overview}>
        <Link className="wl-action wl-action--primary" to="/account/recharge" data-testid="home-deposit">
          {intl.formatMessage(walletMessages.deposit)}
        </Link>
        <Link className="wl-action" to="/assets?transfer=open" data-testid="home-transfer">
          {intl.formatMessage(walletMessages.transfer)}
        </Link>
        <Link className="wl-action" to={tradePath} data-testid="home-trade">
          {intl.formatMessage(messages.trade)}
        </Link>
      </WalletTotals>
      {empty && (
        <p className="m-notice" role="note" data-testid="home-deposit-to-start">
          {intl.formatMessage(messages.depositToStart)}
        </p>
      )}
    </div>
  );
}
