import { useIntl } from 'react-intl';
import { AdvanceDay } from '../../../features/products/holdings-records';
import { subscriptionMessages as m } from '../../../features/products/subscription.messages';
import { SubscriptionsRecords } from '../../../features/products/subscriptions-records';
import { useSubscriptionsRecords } from '../../../features/products/use-subscriptions-records';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import { PageHeader } from '../../layout/page-header';
import { ScrollMore } from '../../shared/scroll-more';

function RecordsBody() {
  const intl = useIntl();
  const view = useSubscriptionsRecords();
  const records = usePagedList(view.records);
  return (
    <>
      <AdvanceDay view={view} hint={intl.formatMessage(m.advanceHint)} />
      <SubscriptionsRecords view={view} list={records} footer={<ScrollMore list={records} />} />
    </>
  );
}

/** /subscribe/record: my subscriptions with their allocation, and the demo day. */
export function SubscribeRecordPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.mine)} backTo="/subscribe" />
      <div className="m-page wl-view">
        <RecordsBody />
      </div>
    </>
  );
}
