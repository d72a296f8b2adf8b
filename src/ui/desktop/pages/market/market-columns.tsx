import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { symbolOf, type Ticker } from '../../../../domain/market/market';
import {
  formatChange,
  formatPrice,
  formatVolume,
  moveClass,
  pairLabel,
} from '../../../features/market/overview/market-format';
import { PairName } from '../../../features/market/overview/pair-name';
import {
  addFavouriteMessage,
  marketMessages,
  removeFavouriteMessage,
} from '../../../features/market/overview/market.messages';
import {
  FAVOURITES_TAB,
  QUOTE_TABS,
  type MarketList,
  type SortState,
} from '../../../features/market/overview/use-market-list';

/** The list's tabs: favourites, then each quote coin. */
export const marketTabItems = (intl: IntlShape) => [
  { key: FAVOURITES_TAB, label: intl.formatMessage(marketMessages.favourites) },
  ...QUOTE_TABS.map((quote) => ({ key: quote, label: quote })),
];

const orderOf = (sort: SortState | null, key: SortState['key']): 'ascend' | 'descend' | null =>
  sort?.key === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** Table columns; sorting is done by the list hook (decimal-aware), so antd only shows the arrows. */
export function marketColumns(intl: IntlShape, list: MarketList): TableColumnsType<Ticker> {
  const sortable = (key: SortState['key']) => ({ sorter: true, sortOrder: orderOf(list.sort, key) });
  return [
    {
      key: 'favourite',
      width: 48,
      title: <span className="dt-visually-hidden">{intl.formatMessage(marketMessages.favourites)}</span>,
      render: (_, ticker) => {
        const pair = pairLabel(ticker);
        const favourite = list.favourites.has(symbolOf(ticker));
        return (
          <button
            type="button"
            className="mk-star"
            aria-pressed={favourite}
            aria-label={
              favourite
                ? intl.formatMessage(removeFavouriteMessage, { pair })
                : intl.formatMessage(addFavouriteMessage, { pair })
            }
            onClick={(event) => {
              event.stopPropagation();
              list.toggleFavourite(ticker);
            }}
          >
            {favourite ? '★' : '☆'}
          </button>
        );
      },
    },
    {
      key: 'name',
      title: intl.formatMessage(marketMessages.pair),
      ...sortable('name'),
      render: (_, t) => <PairName base={t.base} quote={t.quote} logo={t.logo} />,
    },
    {
      key: 'price',
      align: 'right',
      title: intl.formatMessage(marketMessages.price),
      ...sortable('price'),
      render: (_, t) => <span className={moveClass(t, list.upColour)}>{formatPrice(t)}</span>,
    },
    {
      key: 'change',
      align: 'right',
      title: intl.formatMessage(marketMessages.change),
      ...sortable('change'),
      render: (_, t) => <span className={moveClass(t, list.upColour)}>{formatChange(t)}</span>,
    },
    {
      key: 'volume',
      align: 'right',
      title: intl.formatMessage(marketMessages.volume),
      ...sortable('volume'),
      render: (_, t) => formatVolume(t),
    },
  ];
}
