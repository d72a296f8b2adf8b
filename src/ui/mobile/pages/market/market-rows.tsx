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

/** How many placeholder rows stand for the list while it loads: more than a phone's screen holds. */
const PLACEHOLDER_ROWS = 12;

/**
 * The list's rows before its first prices: a row's parts with dashes, of a row's height, so the
 * rows that come draw where these lie. The build paints them too (first-screen/).
 */
export function MarketRowsPlaceholder() {
  return (
    <ul className="mm-rows" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
        <li key={row} className="mm-row mm-row--placeholder">
          <button type="button" className="mk-star" tabIndex={-1}>
            ☆
          </button>
          <button type="button" className="mm-row__open" tabIndex={-1}>
            <span className="mm-row__pair">
              <span className="coin-mark mm-row__blank-mark" />
              <strong>--</strong>
              <span className="mm-muted mm-row__vol">--</span>
            </span>
            <span className="mm-row__price mm-muted">--</span>
            <span className="mm-row__change mm-muted">--</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The ticker rows, or the list's loading, error and empty states. */
export function MarketRows({ list }: { list: MarketList }) {
  const intl = useIntl();
  const navigate = useNavigate();
  if (list.rows.length === 0 && list.status === 'loading')
    return (
      <>
        <p className="visually-hidden" role="status">
          {intl.formatMessage(marketMessages.loading)}
        </p>
        <MarketRowsPlaceholder />
      </>
    );
  if (list.rows.length === 0) {
    const message =
      list.status === 'error'
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
