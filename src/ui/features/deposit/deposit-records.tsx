import { useIntl } from 'react-intl';
import { type DepositRecord, DepositStatus } from '../../../domain/deposit/deposit';
import { confirmationProgress } from '../../../domain/deposit/deposit-rules';
import { formatCoinAmount } from '../../../domain/precision';
import { LoadMore } from '../../shared/paged/load-more';
import { PagedRecords } from '../../shared/paged/paged-records';
import { confirmationsText, depositMessages } from './deposit.messages';
import type { DepositScreenView } from './use-deposit-screen';
import { RECORD_TIME } from '../../shared/record-time';

const STATUS = {
  [DepositStatus.pending]: depositMessages.statusPending,
  [DepositStatus.finished]: depositMessages.statusFinish,
  [DepositStatus.rejected]: depositMessages.statusRejected,
} as const;

const STATUS_CLASS = {
  [DepositStatus.pending]: 'dp-status--pending',
  [DepositStatus.finished]: 'dp-status--done',
  [DepositStatus.rejected]: 'dp-status--rejected',
} as const;

function Progress({ record }: { record: DepositRecord }) {
  const intl = useIntl();
  const progress = confirmationProgress(record);
  if (!progress) return null;
  return (
    <span className="dp-progress" data-testid="deposit-confirmations">
      <progress
        value={progress.done}
        max={progress.required}
        aria-label={intl.formatMessage(confirmationsText, progress)}
      />
      <span>{intl.formatMessage(confirmationsText, progress)}</span>
    </span>
  );
}

function DepositRow({ record }: { record: DepositRecord }) {
  const intl = useIntl();
  return (
    <div className="dp-record" data-testid="deposit-record">
      <span className="dp-record__amount">{`${formatCoinAmount(record.amount, record.coin)} ${record.coin}`}</span>
      <span className={`dp-status ${STATUS_CLASS[record.status]}`} data-testid="deposit-status">
        {intl.formatMessage(STATUS[record.status])}
      </span>
      <span className="dp-muted">{record.network}</span>
      <span className="dp-muted">{intl.formatDate(record.createdAt, RECORD_TIME)}</span>
      <Progress record={record} />
    </div>
  );
}

/** The records, newest first: page 1 replaces, "Load more" appends, "No more records" at the sum. */
export function DepositRecords({ records }: { records: DepositScreenView['records'] }) {
  const t = useIntl().formatMessage;
  return (
    <PagedRecords
      list={{ ...records, error: records.error && `${t(depositMessages.recordsFailed)}: ${records.error}` }}
      title={t(depositMessages.records)}
      emptyText={t(depositMessages.recordsEmpty)}
      testId="deposit-records"
      className="dp-card"
      listClassName="dp-records"
      row={(record) => <DepositRow record={record} />}
      rowKey={(record) => record.id}
      footer={
        <LoadMore
          list={records}
          moreText={t(depositMessages.more)}
          noMoreText={t(depositMessages.noMore)}
          buttonClassName="dp-button dp-center"
          noteClassName="dp-muted dp-center"
        />
      }
    />
  );
}
