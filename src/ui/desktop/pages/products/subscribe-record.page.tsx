import { useIntl } from 'react-intl';
import { AdvanceDay } from '../../../features/products/holdings-records';
import { subscriptionMessages } from '../../../features/products/subscription.messages';
import { SubscriptionsRecords } from '../../../features/products/subscriptions-records';
import { useSubscriptionsRecords } from '../../../features/products/use-subscriptions-records';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { useDesktopPaging } from '../../shared/desktop-paging';
import { PageHeader } from '../shared/page-header';
import { SubscribeNav } from './subscribe.page';

function RecordsBody() {
  const intl = useIntl();
  const view = useSubscriptionsRecords();
  const records = useDesktopPaging(usePagedList(view.records), subscriptionMessages.mine);
  return (
    <>
      <AdvanceDay view={view} hint={intl.formatMessage(subscriptionMessages.advanceHint)} />
      <SubscriptionsRecords view={view} list={records.shown} footer={records.footer} />
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
