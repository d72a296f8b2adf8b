import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectPair, selectPairTicker } from '../../../../application/market/pair-detail.selectors';
import { formatAmount, formatPairPrice } from '../../../../domain/precision';
import { formatChange, moveClass } from '../overview/market-format';
import '../overview/market.css';
import { CoinMark } from '../../../shared/coin-mark';
import { PairDetailActor } from './pair-detail-provider';
import { pairMessages } from './pair-detail.messages';
import { PairStatus } from './pair-status';
import { useUpColour } from '../preferences/use-up-colour';

interface PairHeaderProps {
  compact?: boolean;
  named?: boolean;
  /** Wraps the heading's pair name (the desktop terminal's pair list opens from it). */
  pickPair?: (name: ReactNode) => ReactNode;
}

/** Pair name, last price, 24 h change, high, low and volume, with the feed's state. */
export function PairHeader({ compact = false, named = false, pickPair }: PairHeaderProps) {
  const intl = useIntl();
  const pair = PairDetailActor.useSelector(selectPair);
  const ticker = PairDetailActor.useSelector(selectPairTicker);
  const { upColour } = useUpColour();
  const price = (value: string | undefined) => formatPairPrice(pair.base, pair.quote, value);
  const stats = [
    [pairMessages.high, price(ticker?.high)],
    [pairMessages.low, price(ticker?.low)],
    [pairMessages.volume, formatAmount(ticker?.vol, 2)],
  ] as const;
  const move = ticker ? moveClass(ticker, upColour) : 'mk-flat';
  const name = (
    <>
      {pair.base}
      <span className="mk-flat">/{pair.quote}</span>
    </>
  );
  return (
    <header className={`pd-header${compact ? ' pd-header--compact' : ''}`}>
      <div className="pd-header__main">
        {/* Mobile pages name the pair in their top bar; desktop here, as the page's h1. */}
        {!compact && (
          // The mark beside the heading, not in it: the page's title is the pair's name alone.
          <div className="mk-pair-name">
            <CoinMark coin={pair.base} logo={ticker?.logo} />
            <h1 className="pd-header__pair">{pickPair ? pickPair(name) : name}</h1>
          </div>
        )}
        {/* A phone screen whose top bar shows something else names the pair here (`named`). */}
        {compact && named && (
          <p className="pd-header__pair" data-testid="pair-name">
            {pair.base}
            <span className="mk-flat">/{pair.quote}</span>
          </p>
        )}
        <PairStatus />
      </div>
      <dl className="pd-header__stats">
        <div className="pd-header__last">
          <dt className="pd-visually-hidden">{intl.formatMessage(pairMessages.lastPrice)}</dt>
          <dd className={move} data-testid="pair-last">
            {price(ticker?.close)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(pairMessages.change)}</dt>
          <dd className={move}>{ticker ? formatChange(ticker) : '--'}</dd>
        </div>
        {stats.map(([message, value]) => (
          <div key={message.id}>
            <dt>{intl.formatMessage(message)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
