import { useIntl } from 'react-intl';
import { AdvanceDay } from '../../../features/products/holdings-records';
import { subscriptionMessages } from '../../../features/products/subscription.messages';
import { SubscriptionsRecords } from '../../../features/products/subscriptions-records';
import { useSubscriptionsRecords } from '../../../features/products/use-subscriptions-records';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { Pager, usePager } from '../../shared/pager';
import { PageHeader } from '../shared/page-header';
import { SubscribeNav } from './subscribe.page';

function RecordsBody() {
  const intl = useIntl();
  const view = useSubscriptionsRecords();
  const records = usePagedList(view.records);
  const pager = usePager(records);
  return (
    <>
      <AdvanceDay view={view} hint={intl.formatMessage(subscriptionMessages.advanceHint)} />
      <SubscriptionsRecords
        view={view}
        list={{ ...records, items: pager.rows }}
        footer={
          <Pager
            page={pager.page}
            total={records.total}
            go={pager.go}
            label={intl.formatMessage(subscriptionMessages.mine)}
          />
        }
      />
    </>
  );
}

/** /pc/subscribe/record: my subscriptions with their allocation, and the demo day. */
export function SubscribeRecordPage({ route, group }: DesktopPageProps) {
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body pd-page">
        <SubscribeNav />
        <RecordsBody />
      </div>
    </>
  );
}
