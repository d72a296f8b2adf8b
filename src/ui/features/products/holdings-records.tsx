import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Holding } from '../../../domain/products/products';
import { PagedRecords, type RecordsView } from '../../shared/paged/paged-records';
import { ConfirmActions } from './confirm-actions';
import { productsMessages as m, productsTexts as x, statusMessages } from './products.messages';
import type { HoldingsView } from './use-holdings-screen';
import { RECORD_TIME } from '../../shared/record-time';

/** The redemption's terms, stated before the user confirms: fee, interest taken back, what arrives. */
function RedeemConfirm({ view, holding }: { view: HoldingsView; holding: Holding }) {
  const intl = useIntl();
  const terms = view.redemption;
  return (
    <div
      className="pd-confirm"
      role="group"
      aria-label={intl.formatMessage(x.redeemTitle, { name: holding.name })}
      data-testid="redeem-confirm"
    >
      <strong>{intl.formatMessage(x.redeemTitle, { name: holding.name })}</strong>
      {terms?.early && <p>{intl.formatMessage(m.redeemEarly)}</p>}
      {terms && (
        <dl className="pd-figures">
          <div>
            <dt>{intl.formatMessage(m.gross)}</dt>
            <dd>{`${terms.gross} ${holding.coin}`}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.fee)}</dt>
            <dd data-testid="redeem-fee">{`${terms.fee} ${holding.coin}`}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.takenBack)}</dt>
            <dd data-testid="redeem-taken-back">{`${terms.interestTakenBack} ${holding.coin}`}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.receive)}</dt>
            <dd data-testid="redeem-receive">{`${terms.receive} ${holding.coin}`}</dd>
          </div>
        </dl>
      )}
      {view.problem !== null && (
        <p className="wl-error" role="alert">
          {view.problem}
        </p>
      )}
      <ConfirmActions
        onCancel={view.cancel}
        onConfirm={view.confirm}
        sending={view.sending}
        testId="redeem-confirm-button"
      />
    </div>
  );
}

function HoldingRow({ holding, view }: { holding: Holding; view: HoldingsView }) {
  const intl = useIntl();
  const row = view.rowOf(holding);
  const date = (at: number) => intl.formatDate(at, RECORD_TIME);
  return (
    <div
      className="pd-holding"
      data-testid="holding-row"
      data-holding={holding.id}
      data-status={holding.status}
    >
      <div className="pd-holding__head">
        <strong>{holding.name}</strong>
        <span className="pd-status" data-testid="holding-status">
          {intl.formatMessage(statusMessages[holding.status])}
        </span>
      </div>
      <dl className="pd-figures">
        <div>
          <dt>{intl.formatMessage(m.principal)}</dt>
          <dd>{`${row.amount} ${holding.coin}`}</dd>
        </div>
        {row.value === null ? (
          <div>
            <dt>{intl.formatMessage(m.interestPaid)}</dt>
            <dd data-testid="holding-interest">{`${row.interestPaid} ${holding.coin}`}</dd>
          </div>
        ) : (
          <div>
            <dt>{intl.formatMessage(m.value)}</dt>
            <dd data-testid="holding-value">{`${row.value} ${holding.coin}`}</dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage(m.started)}</dt>
          <dd>{date(holding.startedAt)}</dd>
        </div>
        {holding.maturesAt !== null && (
          <div>
            <dt>{intl.formatMessage(m.matures)}</dt>
            <dd>{date(holding.maturesAt)}</dd>
          </div>
        )}
      </dl>
      {view.chosen?.id === holding.id ? (
        <RedeemConfirm view={view} holding={holding} />
      ) : (
        row.canRedeem && (
          <button
            type="button"
            className="wl-action"
            onClick={() => view.redeemOf(holding)}
            data-testid="holding-redeem"
          >
            {intl.formatMessage(m.redeem)}
          </button>
        )
      )}
    </div>
  );
}

/** The demo-only control that moves this user's products a day forward. */
export function AdvanceDay({
  view,
  hint,
}: {
  view: Pick<HoldingsView, 'canAdvance' | 'advance' | 'advancing' | 'advanceError'>;
  /** What moving the days shows on this screen; the interest arriving by default. */
  hint?: string;
}) {
  const intl = useIntl();
  if (!view.canAdvance) return null;
  return (
    <div className="wl-card pd-advance" data-testid="products-advance">
      <span className="wl-muted">{hint ?? intl.formatMessage(m.advanceHint)}</span>
      <button
        type="button"
        className="wl-action"
        onClick={view.advance}
        disabled={view.advancing}
        data-testid="products-advance-day"
      >
        {intl.formatMessage(m.advance)}
      </button>
      {view.advanceError !== null && (
        <span className="wl-error" role="alert">
          {view.advanceError}
        </span>
      )}
    </div>
  );
}

/** One kind's holdings with loading, error and empty states; paging comes from the form factor. */
export function HoldingsRecords({
  view,
  list,
  footer,
}: {
  view: HoldingsView;
  list: RecordsView<Holding>;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <PagedRecords
      list={list}
      title={intl.formatMessage(m.records)}
      emptyText={intl.formatMessage(m.recordsEmpty)}
      testId="holdings-records"
      className="wl-card pd-records"
      listClassName="pd-holdings"
      row={(holding) => <HoldingRow holding={holding} view={view} />}
      rowKey={(holding) => holding.id}
      footer={footer}
    />
  );
}
