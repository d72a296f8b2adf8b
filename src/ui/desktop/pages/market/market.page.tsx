import { Input, Segmented, Table, Tabs } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { symbolOf, type Ticker } from '../../../../domain/market/market';
import { MarketFeedProvider } from '../../../features/market/feed/market-feed-provider';
import { isTickerSortKey } from '../../../features/market/overview/market-list-address';
import { marketMessages } from '../../../features/market/overview/market.messages';
import { useListFeedQuote, useMarketList } from '../../../features/market/overview/use-market-list';
import '../../../features/market/overview/market.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { pcPath } from '../../routes/desktop-routes';
import { PageHeader } from '../shared/page-header';
import { marketColumns, marketTabItems } from './market-columns';
import { MarketStatus } from './market-status';
import './market.css';

function MarketTable() {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useMarketList();
  const onSort = (sorter: SorterResult<Ticker> | SorterResult<Ticker>[]) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = String(single?.columnKey ?? '');
    if (!single?.order || !isTickerSortKey(key)) return list.setSort(null);
    list.setSort({ key, order: single.order === 'ascend' ? 'asc' : 'desc' });
  };
  return (
    <div className="dt-container dt-page-body dm-market">
      <div className="dm-toolbar">
        <Tabs activeKey={list.tab} onChange={list.chooseTab} items={marketTabItems(intl)} />
        <Input.Search
          className="dm-search"
          aria-label={intl.formatMessage(marketMessages.search)}
          placeholder={intl.formatMessage(marketMessages.search)}
          allowClear
          value={list.query}
          onChange={(event) => list.setQuery(event.target.value)}
        />
        <span className="dm-colour" id="dm-colour-label">
          {intl.formatMessage(marketMessages.upColour)}
        </span>
        <Segmented
          aria-labelledby="dm-colour-label"
          value={list.upColour}
          onChange={(value) => list.setUpColour(value === 'red' ? 'red' : 'green')}
          options={[
            { value: 'green', label: intl.formatMessage(marketMessages.green) },
            { value: 'red', label: intl.formatMessage(marketMessages.red) },
          ]}
        />
      </div>
      <MarketStatus list={list} />
      <Table<Ticker>
        rowKey={symbolOf}
        columns={marketColumns(intl, list)}
        dataSource={list.rows}
        pagination={false}
        loading={list.status === 'loading' && list.rows.length === 0}
        onChange={(_, __, sorter) => onSort(sorter)}
        onRow={(ticker) => ({
          className: 'dm-row',
          onClick: () => void navigate(`${pcPath('/trade')}?symbol=${symbolOf(ticker)}`),
        })}
        locale={{ emptyText: <MarketStatus list={list} empty /> }}
      />
    </div>
  );
}

/** /pc/market: live tickers by quote coin, with favourites, search and sort. */
export function MarketPage({ route, group }: DesktopPageProps) {
  return (
    <>
      <PageHeader route={route} group={group} />
      <MarketFeedProvider quote={useListFeedQuote()}>
        <MarketTable />
      </MarketFeedProvider>
    </>
  );
}
