import { Input, Table, Tabs, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { symbolOf, type Ticker } from '../../../../domain/market/market';
import { PairName } from '../../../features/market/overview/pair-name';
import { marketMessages } from '../../../features/market/overview/market.messages';
import { useMarketList } from '../../../features/market/overview/use-market-list';
import { pairMessages } from '../../../features/market/pair/pair-detail.messages';
import { pcPath } from '../../routes/desktop-routes';
import { marketColumns, marketTabItems } from '../market/market-columns';
import { MarketStatus } from '../market/market-status';
import '../market/market.css';

/** The market page's star, price and change columns, with the pair as a link to its terminal. */
function pickerColumns(
  list: ReturnType<typeof useMarketList>,
  intl: ReturnType<typeof useIntl>,
  onPick: () => void,
): TableColumnsType<Ticker> {
  return marketColumns(intl, list)
    .filter((column) => column.key !== 'volume')
    .map((column) =>
      column.key === 'name'
        ? {
            ...column,
            render: (_: unknown, t: Ticker) => (
              <Link to={`${pcPath('/trade')}?symbol=${symbolOf(t)}`} onClick={onPick}>
                <PairName base={t.base} quote={t.quote} logo={t.logo} />
              </Link>
            ),
          }
        : column,
    );
}

/**
 * The terminal's pair list: favourites and quote tabs, search and sort, as the market page
 * has them; a pair's name opens its terminal. Escape closes it.
 */
export function PairPickerList({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const list = useMarketList();
  return (
    <div
      className="dt-pair-picker__list"
      role="dialog"
      aria-label={intl.formatMessage(pairMessages.pickerList)}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <Input.Search
        autoFocus
        aria-label={intl.formatMessage(marketMessages.search)}
        placeholder={intl.formatMessage(marketMessages.search)}
        allowClear
        value={list.query}
        onChange={(event) => list.setQuery(event.target.value)}
      />
      <Tabs size="small" activeKey={list.tab} onChange={list.chooseTab} items={marketTabItems(intl)} />
      <Table<Ticker>
        size="small"
        rowKey={symbolOf}
        columns={pickerColumns(list, intl, onClose)}
        dataSource={list.rows}
        pagination={false}
        scroll={{ y: 320 }}
        loading={list.status === 'loading' && list.rows.length === 0}
        locale={{ emptyText: <MarketStatus list={list} empty /> }}
      />
    </div>
  );
}
