import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { symbolOf } from '../../../../domain/market/market';
import {
  formatChange,
  formatPrice,
  formatVolume,
  moveClass,
  pairLabel,
} from '../../../features/market/overview/market-format';
import { CoinMark } from '../../../shared/coin-mark';
import {
  addFavouriteMessage,
  marketMessages,
  openPairMessage,
  removeFavouriteMessage,
} from '../../../features/market/overview/market.messages';
import { FAVOURITES_TAB, type MarketList } from '../../../features/market/overview/use-market-list';
import { withReason } from '../../../shared/failure-text';

/** The ticker rows, or the list's loading, error and empty states. */
export function MarketRows({ list }: { list: MarketList }) {
  const intl = useIntl();
  const navigate = useNavigate();
  if (list.rows.length === 0) {
    const message =
      list.status === 'loading'
        ? marketMessages.loading
        : list.status === 'error'
          ? marketMessages.error
          : list.tab === FAVOURITES_TAB && list.query === ''
            ? marketMessages.emptyFavourites
            : marketMessages.empty;
    return (
      <p className="mk-state" role="status">
        {list.status === 'error'
          ? withReason(intl.formatMessage(message), list.failure)
          : intl.formatMessage(message)}
      </p>
    );
  }
  return (
    <ul className="mm-rows">
      {list.rows.map((ticker) => {
        const pair = pairLabel(ticker);
        const favourite = list.favourites.has(symbolOf(ticker));
        return (
          <li key={symbolOf(ticker)} className="mm-row">
            <button
              type="button"
              className="mk-star"
              aria-pressed={favourite}
              aria-label={
                favourite
                  ? intl.formatMessage(removeFavouriteMessage, { pair })
                  : intl.formatMessage(addFavouriteMessage, { pair })
              }
              onClick={() => list.toggleFavourite(ticker)}
            >
              {favourite ? '★' : '☆'}
            </button>
            <button
              type="button"
              className="mm-row__open"
              aria-label={intl.formatMessage(openPairMessage, { pair })}
              onClick={() => void navigate(`/market/${symbolOf(ticker)}`)}
            >
              <span className="mm-row__pair">
                <CoinMark coin={ticker.base} logo={ticker.logo} />
                <strong>{ticker.base}</strong>
                <span className="mm-muted">/{ticker.quote}</span>
                <span className="mm-muted mm-row__vol">{formatVolume(ticker)}</span>
              </span>
              <span className={`mm-row__price ${moveClass(ticker, list.upColour)}`}>
                {formatPrice(ticker)}
              </span>
              <span className={`mm-row__change ${moveClass(ticker, list.upColour)}`}>
                {formatChange(ticker)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
