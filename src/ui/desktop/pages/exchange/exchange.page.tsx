import { useIntl } from 'react-intl';
import { usePagedList } from '../../../features/contract/positions/use-paged-list';
import { ExchangeForm } from '../../../features/exchange/exchange-form';
import { exchangeMessages } from '../../../features/exchange/exchange.messages';
import { ExchangeRecords } from '../../../features/exchange/exchange-records';
import { useFlashExchange } from '../../../features/exchange/use-flash-exchange';
import '../../../features/wallet/wallet.css';
import '../../../features/exchange/exchange.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { Pager, usePager } from '../contract/pager';
import { PageHeader } from '../shared/page-header';

/** /pc/account/dui: the flash exchange beside its records (pager). */
export function ExchangePage({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  const view = useFlashExchange();
  const records = usePagedList(view.records);
  const pager = usePager(records);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body fx-desktop">
        <ExchangeForm view={view} />
        <ExchangeRecords
          list={{ ...records, items: pager.rows }}
          footer={
            <Pager
              page={pager.page}
              total={records.total}
              go={pager.go}
              label={intl.formatMessage(exchangeMessages.records)}
            />
          }
        />
      </div>
    </>
  );
}
