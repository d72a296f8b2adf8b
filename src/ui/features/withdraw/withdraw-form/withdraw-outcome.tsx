import { useIntl } from 'react-intl';
import { confirmRowMessages, withdrawFormMessages as messages } from './withdraw-form.messages';
import type { WithdrawScreenView } from './use-withdraw-screen';
import { WithdrawLookalike } from './withdraw-lookalike';

/** The step before money moves: exactly what is sent, where, and what arrives. */
export function WithdrawConfirm({ view }: { view: WithdrawScreenView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { request, confirmColumn: column } = view;
  if (request === null || column === null) return null;
  return (
    <section
      className="wf-panel"
      role="group"
      aria-labelledby="wf-confirm-title"
      data-testid="withdraw-confirm"
    >
      <h2 id="wf-confirm-title" className="wf-title">
        {t(messages.confirmTitle)}
      </h2>
      <dl className="wf-summary">
        <dt>{t(messages.network)}</dt>
        <dd>{`${request.coin} · ${request.network}`}</dd>
        <dt>{t(messages.address)}</dt>
        <dd className="wd-address" data-testid="withdraw-confirm-address">
          {request.address}
        </dd>
        <dt>{t(messages.amount)}</dt>
        <dd data-testid="withdraw-confirm-amount">{`${column.amount} ${request.coin}`}</dd>
        <dt>{t(confirmRowMessages.fee)}</dt>
        <dd data-testid="withdraw-confirm-fee">{`${column.fee} ${request.coin}`}</dd>
        <dt>{t(confirmRowMessages.received)}</dt>
        <dd className="wf-summary__total" data-testid="withdraw-confirm-received">
          {`${column.received} ${request.coin}`}
        </dd>
      </dl>
      <WithdrawLookalike view={view} />
      <p className="wf-note">{t(messages.confirmNote)}</p>
      <div className="wf-row">
        <button type="button" className="wf-button" onClick={view.back} disabled={view.sending}>
          {t(messages.back)}
        </button>
        <button
          type="button"
          className="wf-button wf-button--primary"
          onClick={view.confirm}
          disabled={view.sending || (view.lookalike !== null && !view.acknowledged)}
          aria-busy={view.sending}
          data-testid="withdraw-confirm-button"
        >
          {t(view.sending ? messages.sending : messages.confirm)}
        </button>
      </div>
    </section>
  );
}

/** After sending: submitted (pending review), or an outcome nobody knows (nothing resent). */
export function WithdrawOutcome({ view }: { view: WithdrawScreenView }) {
  const t = useIntl().formatMessage;
  const unknown = view.unknown;
  return (
    <section
      className={`wf-panel ${unknown ? 'wf-panel--warning' : 'wf-panel--done'}`}
      role="status"
      data-testid={unknown ? 'withdraw-unknown' : 'withdraw-done'}
    >
      <h2 className="wf-title">{t(unknown ? messages.unknownTitle : messages.doneTitle)}</h2>
      <p>
        {unknown && view.stillUnknown ? view.failure : t(unknown ? messages.unknownText : messages.doneText)}
      </p>
      {view.sent && (
        <p className="wf-strong">{`${view.sent.amount} ${view.sent.coin} · ${view.sent.network}`}</p>
      )}
      <button type="button" className="wf-button wf-button--primary" onClick={view.again}>
        {t(messages.again)}
      </button>
    </section>
  );
}
