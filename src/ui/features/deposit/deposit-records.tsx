import { useIntl } from 'react-intl';
import { type DepositRecord, DepositStatus } from '../../../domain/deposit/deposit';
import { confirmationProgress } from '../../../domain/deposit/deposit-rules';
import { DECIMAL_PRECISION, formatAmount } from '../../../domain/precision';
import { confirmationsText, depositMessages } from './deposit.messages';
import type { DepositScreenView } from './use-deposit-screen';

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

/** The records, newest first: page 1 replaces, "Load more" appends, "No more records" at the sum. */
export function DepositRecords({ records }: { records: DepositScreenView['records'] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section className="dp-card" aria-labelledby="dp-records-title" data-testid="deposit-records">
      <h2 id="dp-records-title" className="dp-title">
        {t(depositMessages.records)}
      </h2>
      {records.firstLoad && <p className="dp-muted">{t(depositMessages.loading)}</p>}
      {records.error !== null && (
        <p className="dp-error" role="alert">
          {`${t(depositMessages.recordsFailed)}: ${records.error} `}
          <button type="button" className="dp-link" onClick={records.retry}>
            {t(depositMessages.retry)}
          </button>
        </p>
      )}
      {records.empty && <p className="dp-muted">{t(depositMessages.recordsEmpty)}</p>}
      <ul className="dp-records">
        {records.items.map((record) => (
          <li key={record.id} className="dp-record" data-testid="deposit-record">
            <span className="dp-record__amount">{`${formatAmount(record.amount, DECIMAL_PRECISION)} ${record.coin}`}</span>
            <span className={`dp-status ${STATUS_CLASS[record.status]}`} data-testid="deposit-status">
              {t(STATUS[record.status])}
            </span>
            <span className="dp-muted">{record.network}</span>
            <span className="dp-muted">
              {intl.formatDate(record.createdAt, {
                dateStyle: 'short',
                timeStyle: 'medium',
                hourCycle: 'h23',
              })}
            </span>
            <Progress record={record} />
          </li>
        ))}
      </ul>
      {records.items.length > 0 &&
        (records.noMore ? (
          <p className="dp-muted dp-center">{t(depositMessages.noMore)}</p>
        ) : (
          <button
            type="button"
            className="dp-button dp-center"
            onClick={records.more}
            disabled={records.loadingMore}
          >
            {t(depositMessages.more)}
          </button>
        ))}
    </section>
  );
}
