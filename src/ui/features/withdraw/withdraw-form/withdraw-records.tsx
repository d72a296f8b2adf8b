import { useIntl } from 'react-intl';
import {
  DECIMAL_PRECISION,
  formatAmount,
  groupThousands,
  toDecimalString,
} from '../../../../domain/precision';
import { WithdrawalStatus } from '../../../../domain/withdraw/withdrawal';
import { useWithdrawProblemText } from '../withdraw-problem-text';
import { recordFeeText, withdrawalMessages } from '../withdrawal.messages';
import type { WithdrawScreenView } from './use-withdraw-screen';

const STATUS = {
  [WithdrawalStatus.pending]: withdrawalMessages.statusPending,
  [WithdrawalStatus.finished]: withdrawalMessages.statusFinish,
  [WithdrawalStatus.rejected]: withdrawalMessages.statusRejected,
  [WithdrawalStatus.cancelled]: withdrawalMessages.statusCancelled,
} as const;

const STATUS_CLASS = {
  [WithdrawalStatus.pending]: 'wf-status--pending',
  [WithdrawalStatus.finished]: 'wf-status--done',
  [WithdrawalStatus.rejected]: 'wf-status--rejected',
  [WithdrawalStatus.cancelled]: 'wf-status--cancelled',
} as const;

/** The withdrawals, newest first, paged; a pending one can be cancelled after a second press. */
export function WithdrawRecords({ view }: { view: WithdrawScreenView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useWithdrawProblemText();
  const { records } = view;
  return (
    <section className="wf-panel" aria-labelledby="wf-records-title" data-testid="withdraw-records">
      <h2 id="wf-records-title" className="wf-title">
        {t(withdrawalMessages.records)}
      </h2>
      {records.firstLoad && <p className="wf-muted">{t(withdrawalMessages.loading)}</p>}
      {records.error !== null && (
        <p className="wf-error" role="alert">
          {`${t(withdrawalMessages.recordsFailed)}: ${records.error} `}
          <button type="button" className="wf-link" onClick={records.retry}>
            {t(withdrawalMessages.retry)}
          </button>
        </p>
      )}
      {records.empty && <p className="wf-muted">{t(withdrawalMessages.recordsEmpty)}</p>}
      <ul className="wf-records">
        {records.items.map((row) => (
          <li key={row.id} className="wf-record" data-testid="withdraw-record">
            <span className="wf-record__amount">{`${formatAmount(row.amount, DECIMAL_PRECISION)} ${row.coin}`}</span>
            <span className={`wf-status ${STATUS_CLASS[row.status]}`} data-testid="withdraw-status">
              {t(STATUS[row.status])}
            </span>
            <span className="wd-address wf-wide">{`${row.network} · ${row.address}`}</span>
            <span className="wf-muted">
              {intl.formatDate(row.createdAt, { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' })}
            </span>
            <span className="wf-muted">
              {t(recordFeeText, { fee: groupThousands(toDecimalString(row.fee)), coin: row.coin })}
            </span>
            {row.remark && <span className="wf-error wf-wide">{problemText(row.remark)}</span>}
            {row.status === WithdrawalStatus.pending &&
              (view.cancelling === row.id ? (
                <span
                  className="wf-row wf-wide"
                  role="group"
                  aria-label={t(withdrawalMessages.cancelConfirm)}
                >
                  <span>{t(withdrawalMessages.cancelConfirm)}</span>
                  <button type="button" className="wf-button" onClick={() => view.askCancel(null)}>
                    {t(withdrawalMessages.cancelNo)}
                  </button>
                  <button
                    type="button"
                    className="wf-button wf-button--danger"
                    disabled={view.cancelBusy}
                    onClick={() => view.cancel(row.id)}
                    data-testid="withdraw-cancel-yes"
                  >
                    {t(withdrawalMessages.cancelYes)}
                  </button>
                  {view.cancelFailure !== null && (
                    <span className="wf-error wf-wide" role="alert">
                      {`${t(withdrawalMessages.cancelFailed)}: ${view.cancelFailure}`}
                    </span>
                  )}
                </span>
              ) : (
                <button
                  type="button"
                  className="wf-button wf-wide-start"
                  onClick={() => view.askCancel(row.id)}
                  data-testid="withdraw-cancel"
                >
                  {t(withdrawalMessages.cancel)}
                </button>
              ))}
          </li>
        ))}
      </ul>
      {records.items.length > 0 &&
        (records.noMore ? (
          <p className="wf-muted wf-center">{t(withdrawalMessages.noMore)}</p>
        ) : (
          <button
            type="button"
            className="wf-button wf-center"
            onClick={records.more}
            disabled={records.loadingMore}
          >
            {t(withdrawalMessages.more)}
          </button>
        ))}
    </section>
  );
}
