import { useIntl } from 'react-intl';
import { marketMessages } from '../../../features/market/overview/market.messages';
import { FAVOURITES_TAB, type MarketList } from '../../../features/market/overview/use-market-list';
import { withReason } from '../../../shared/failure-text';

/** The banner above the table (reconnecting, stale), or the table's empty text (`empty`). */
export function MarketStatus({ list, empty = false }: { list: MarketList; empty?: boolean }) {
  const intl = useIntl();
  if (empty) {
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
  const banner =
    list.status === 'reconnecting'
      ? withReason(intl.formatMessage(marketMessages.reconnecting), list.failure)
      : list.stale
        ? intl.formatMessage(marketMessages.stale)
        : null;
  return banner ? (
    <p className="mk-banner" role="status">
      {banner}
    </p>
  ) : null;
}
