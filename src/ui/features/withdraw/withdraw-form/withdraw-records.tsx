import { useIntl } from 'react-intl';
import { exactPlaces, formatCoinAmount, groupThousands, toDecimalString } from '../../../../domain/precision';
import { type Withdrawal, WithdrawalStatus } from '../../../../domain/withdraw/withdrawal';
import { LoadMore } from '../../../shared/paged/load-more';
import { PagedRecords } from '../../../shared/paged/paged-records';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import type { WithdrawScreenView } from './use-withdraw-screen';
import { recordFeeText, withdrawRecordsMessages as messages } from './withdraw-records.messages';
import { RECORD_TIME } from '../../../shared/record-time';

const STATUS = {
  [WithdrawalStatus.pending]: messages.statusPending,
  [WithdrawalStatus.finished]: messages.statusFinish,
  [WithdrawalStatus.rejected]: messages.statusRejected,
  [WithdrawalStatus.cancelled]: messages.statusCancelled,
} as const;

const STATUS_CLASS = {
  [WithdrawalStatus.pending]: 'wf-status--pending',
  [WithdrawalStatus.finished]: 'wf-status--done',
  [WithdrawalStatus.rejected]: 'wf-status--rejected',
  [WithdrawalStatus.cancelled]: 'wf-status--cancelled',
} as const;

/** A pending withdrawal's cancel, asked twice: the first press asks "are you sure". */
function CancelPending({ view, id }: { view: WithdrawScreenView; id: string }) {
  const t = useIntl().formatMessage;
  if (view.cancelling !== id) {
    return (
      <button
        type="button"
        className="wf-button wf-wide-start"
        onClick={() => view.askCancel(id)}
        data-testid="withdraw-cancel"
      >
        {t(messages.cancel)}
      </button>
    );
  }
  return (
    <span className="wf-row wf-wide" role="group" aria-label={t(messages.cancelConfirm)}>
      <span>{t(messages.cancelConfirm)}</span>
      <button type="button" className="wf-button" onClick={() => view.askCancel(null)}>
        {t(messages.cancelNo)}
      </button>
      <button
        type="button"
        className="wf-button wf-button--danger"
        disabled={view.cancelBusy}
        onClick={() => view.cancel(id)}
        data-testid="withdraw-cancel-yes"
      >
        {t(messages.cancelYes)}
      </button>
      {view.cancelFailure !== null && (
        <span className="wf-error wf-wide" role="alert">
          {`${t(messages.cancelFailed)}: ${view.cancelFailure}`}
        </span>
      )}
    </span>
  );
}

/** A withdrawal: its amount per coin, exactly as it was sent (exactPlaces), and its state. */
function WithdrawRecord({ view, row }: { view: WithdrawScreenView; row: Withdrawal }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useWithdrawProblemText();
  return (
    <div className="wf-record" data-testid="withdraw-record">
      <span className="wf-record__amount">{`${formatCoinAmount(row.amount, row.coin, { places: exactPlaces(row.coin, [row.amount]) })} ${row.coin}`}</span>
      <span className={`wf-status ${STATUS_CLASS[row.status]}`} data-testid="withdraw-status">
        {t(STATUS[row.status])}
      </span>
      <span className="wd-address wf-wide">{`${row.network} · ${row.address}`}</span>
      <span className="wf-muted">{intl.formatDate(row.createdAt, RECORD_TIME)}</span>
      <span className="wf-muted">
        {t(recordFeeText, { fee: groupThousands(toDecimalString(row.fee)), coin: row.coin })}
      </span>
      {row.remark && <span className="wf-error wf-wide">{problemText(row.remark)}</span>}
      {row.status === WithdrawalStatus.pending && <CancelPending view={view} id={row.id} />}
    </div>
  );
}

/** The withdrawals, newest first, paged; a pending one can be cancelled after a second press. */
export function WithdrawRecords({ view }: { view: WithdrawScreenView }) {
  const t = useIntl().formatMessage;
  const { records } = view;
  return (
    <PagedRecords
      list={{ ...records, error: records.error && `${t(messages.failed)}: ${records.error}` }}
      title={t(messages.title)}
      emptyText={t(messages.empty)}
      testId="withdraw-records"
      className="wf-panel"
      listClassName="wf-records"
      row={(row) => <WithdrawRecord view={view} row={row} />}
      rowKey={(row) => row.id}
      footer={
        <LoadMore
          list={records}
          moreText={t(messages.more)}
          noMoreText={t(messages.noMore)}
          buttonClassName="wf-button wf-center"
          noteClassName="wf-muted wf-center"
        />
      }
    />
  );
}
