import { InfiniteScroll } from 'antd-mobile';
import { useIntl } from 'react-intl';
import { usePagedList } from '../../../features/contract/positions/use-paged-list';
import { ExchangeForm } from '../../../features/exchange/exchange-form';
import { exchangeMessages } from '../../../features/exchange/exchange.messages';
import { ExchangeRecords } from '../../../features/exchange/exchange-records';
import { useFlashExchange } from '../../../features/exchange/use-flash-exchange';
import '../../../features/wallet/wallet.css';
import '../../../features/exchange/exchange.css';
import { PageHeader } from '../../layout/page-header';

/** /account/dui: the flash exchange and its records (infinite scroll). */
export function ExchangePage() {
  const intl = useIntl();
  const view = useFlashExchange();
  const records = usePagedList(view.records);
  return (
    <>
      <PageHeader title={intl.formatMessage(exchangeMessages.title)} backTo="/assets" />
      <div className="m-page wl-view">
        <ExchangeForm view={view} />
        <ExchangeRecords
          list={records}
          footer={
            records.items.length > 0 && records.error === null ? (
              <InfiniteScroll hasMore={!records.noMore} loadMore={records.loadMore}>
                {null}
              </InfiniteScroll>
            ) : undefined
          }
        />
      </div>
    </>
  );
}
