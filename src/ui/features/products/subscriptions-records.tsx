import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Subscription } from '../../../domain/products/subscription';
import { PagedRecords, type RecordsView } from '../../shared/paged/paged-records';
import { subscriptionMessages as m } from './subscription.messages';
import type { SubscriptionsRecordsView } from './use-subscriptions-records';

function SubscriptionRow({ entry, view }: { entry: Subscription; view: SubscriptionsRecordsView }) {
  const intl = useIntl();
  const row = view.rowOf(entry);
  const figure = (label: string, value: string, testId?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div
      className="pd-holding"
      data-testid="subscription-row"
      data-project={entry.projectId}
      data-status={entry.status}
    >
      <div className="pd-holding__head">
        <strong>{`${entry.name} · ${entry.coin}`}</strong>
        <span className="pd-status" data-testid="subscription-status">
          {row.status}
        </span>
      </div>
      <dl className="pd-figures">
        {figure(intl.formatMessage(m.paid), row.paid, 'subscription-paid')}
        {figure(intl.formatMessage(m.received), row.received, 'subscription-allocated')}
        {figure(intl.formatMessage(m.refunded), row.refunded, 'subscription-refunded')}
        {figure(intl.formatMessage(m.date), row.date)}
      </dl>
    </div>
  );
}

/** My subscriptions with loading, error and empty states; paging comes from the form factor. */
export function SubscriptionsRecords({
  view,
  list,
  footer,
}: {
  view: SubscriptionsRecordsView;
  list: RecordsView<Subscription>;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <PagedRecords
      list={list}
      title={intl.formatMessage(m.mine)}
      emptyText={intl.formatMessage(m.none)}
      testId="subscriptions-records"
      className="wl-card pd-records"
      listClassName="pd-holdings"
      row={(entry) => <SubscriptionRow entry={entry} view={view} />}
      rowKey={(entry) => entry.id}
      footer={footer}
    />
  );
}
