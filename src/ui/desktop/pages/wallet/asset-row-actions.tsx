import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isPayCoin } from '../../../../domain/wallet/coins';
import { rowActionMessages, walletMessages } from '../../../features/wallet/wallet.messages';
import { pcPath } from '../../routes/desktop-routes';

/** The terminal for a coin: its USDT pair; USDT itself opens the default pair. */
const tradePath = (coin: string) =>
  coin === 'USDT' ? pcPath('/trade') : `${pcPath('/trade')}?symbol=${coin.toLowerCase()}usdt`;

/**
 * A row's ways on from My Assets, as the big exchanges put them: Deposit and Withdraw for the
 * coins the wallet moves in and out (the pay coins), Trade for every coin.
 */
export function AssetRowActions({ coin }: { coin: string }) {
  const intl = useIntl();
  const named = (message: (typeof rowActionMessages)[keyof typeof rowActionMessages]) =>
    intl.formatMessage(message, { coin });
  return (
    <span className="wl-row-links">
      {isPayCoin(coin) && (
        <>
          <Link
            to={`${pcPath('/account/recharge')}?coin=${coin}`}
            aria-label={named(rowActionMessages.deposit)}
          >
            {intl.formatMessage(walletMessages.deposit)}
          </Link>
          <Link
            to={`${pcPath('/account/withdrawel')}?coin=${coin}`}
            aria-label={named(rowActionMessages.withdraw)}
          >
            {intl.formatMessage(walletMessages.withdraw)}
          </Link>
        </>
      )}
      <Link to={tradePath(coin)} aria-label={named(rowActionMessages.trade)}>
        {intl.formatMessage(walletMessages.trade)}
      </Link>
    </span>
  );
}
