import { Tabs } from 'antd-mobile';
import { useIntl } from 'react-intl';
import type { TickerSortKey } from '../../../../domain/market/ticker-stats';
import { marketMessages, sortByMessage } from '../../../features/market/overview/market.messages';
import {
  FAVOURITES_TAB,
  QUOTE_TABS,
  type MarketList,
} from '../../../features/market/overview/use-market-list';

const SORT_COLUMNS: { key: TickerSortKey; label: 'pair' | 'volume' | 'price' | 'change' }[] = [
  { key: 'name', label: 'pair' },
  { key: 'volume', label: 'volume' },
  { key: 'price', label: 'price' },
  { key: 'change', label: 'change' },
];

/** What the toolbar shows and changes of the list: no rows, so the build can paint it (first-screen/). */
export type MarketToolbarState = Pick<
  MarketList,
  'tab' | 'chooseTab' | 'query' | 'setQuery' | 'sort' | 'setSort' | 'upColour' | 'setUpColour'
>;

/** Quote tabs, search, the sort header and the red/green choice. */
export function MarketToolbar({ list }: { list: MarketToolbarState }) {
  const intl = useIntl();
  const nextSort = (key: TickerSortKey) => {
    const current = list.sort?.key === key ? list.sort.order : null;
    list.setSort(
      current === 'desc' ? { key, order: 'asc' } : current === 'asc' ? null : { key, order: 'desc' },
    );
  };
  return (
    <>
      <nav aria-label={intl.formatMessage(marketMessages.quoteTabs)}>
        <Tabs activeKey={list.tab} onChange={list.chooseTab}>
          <Tabs.Tab key={FAVOURITES_TAB} title={intl.formatMessage(marketMessages.favourites)} />
          {QUOTE_TABS.map((quote) => (
            <Tabs.Tab key={quote} title={quote} />
          ))}
        </Tabs>
      </nav>
      <div className="mm-tools">
        {/* A plain input: antd-mobile's SearchBar names its box in its own locale, not ours. */}
        <input
          type="search"
          className="mm-search"
          aria-label={intl.formatMessage(marketMessages.search)}
          placeholder={intl.formatMessage(marketMessages.search)}
          value={list.query}
          onChange={(event) => list.setQuery(event.target.value)}
        />
        <label className="mm-colour">
          <span>{intl.formatMessage(marketMessages.upColour)}</span>
          <select
            value={list.upColour}
            onChange={(event) => list.setUpColour(event.target.value === 'red' ? 'red' : 'green')}
          >
            <option value="green">{intl.formatMessage(marketMessages.green)}</option>
            <option value="red">{intl.formatMessage(marketMessages.red)}</option>
          </select>
        </label>
      </div>
      <div className="mm-sort">
        {SORT_COLUMNS.map(({ key, label }) => {
          const column = intl.formatMessage(marketMessages[label]);
          const order = list.sort?.key === key ? list.sort.order : null;
          return (
            <button
              key={key}
              type="button"
              className="mm-sort__button"
              aria-label={intl.formatMessage(sortByMessage, { column })}
              aria-pressed={order !== null}
              onClick={() => nextSort(key)}
            >
              {column}
              <span aria-hidden="true">{order === 'asc' ? ' ▲' : order === 'desc' ? ' ▼' : ' ⇅'}</span>
            </button>
          );
        })}
      </div>
    </>
  );
}
