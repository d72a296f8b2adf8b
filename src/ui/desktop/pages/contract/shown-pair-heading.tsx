import { useIntl } from 'react-intl';
import { formatPairPrice } from '../../../../domain/precision';
import { CoinMark } from '../../../shared/coin-mark';
import { contractMessages } from '../../../features/contract/contract.messages';
import { useShownPairTicker } from '../../../features/contract/screen/use-shown-pair-ticker';
import { formatChange, moveClass } from '../../../features/market/overview/market-format';
import { pairMessages } from '../../../features/market/pair/pair-detail.messages';
import { useUpColour } from '../../../features/market/preferences/use-up-colour';
import '../../../features/market/overview/market.css';

/** The pair the contract trades, its last price and 24 h change, in the user's rising colour. */
export function ShownPairHeading() {
  const intl = useIntl();
  const { base, quote, ticker } = useShownPairTicker();
  const { upColour } = useUpColour();
  const move = ticker ? moveClass(ticker, upColour) : 'mk-flat';
  return (
    <dl className="ct-pair-heading" data-testid="contract-pair">
      <div>
        <dt className="visually-hidden">{intl.formatMessage(contractMessages.pairLabel)}</dt>
        <dd className="mk-pair-name">
          <CoinMark coin={base} logo={ticker?.logo} />
          {base}
          <span className="mk-flat">/{quote}</span>
        </dd>
      </div>
      <div>
        <dt className="visually-hidden">{intl.formatMessage(pairMessages.lastPrice)}</dt>
        <dd className={`ct-pair-heading__price ${move}`} data-testid="contract-pair-price">
          {formatPairPrice(base, quote, ticker?.close)}
        </dd>
      </div>
      <div>
        <dt className="visually-hidden">{intl.formatMessage(pairMessages.change)}</dt>
        <dd className={move} data-testid="contract-pair-change">
          {ticker ? formatChange(ticker) : '--'}
        </dd>
      </div>
    </dl>
  );
}
