import { useIntl } from 'react-intl';
import type { ContractOrder } from '../../../../domain/contract/contract';
import { Countdown } from './countdown';
import { orderView } from './order-view';
import { positionMessages } from './positions.messages';
import { ResultLines } from './result-lines';
import { RunningFacts } from './running-facts';

/**
 * One position: while holding, a live countdown, its pair's current price and what it would
 * make or lose if settled now; once settled, its outcome as the first label (the SPEC's
 * status word stays beside it), the signed result, prices, times and source.
 */
export function OrderCard({ order }: { order: ContractOrder }) {
  const intl = useIntl();
  const view = orderView(intl, order);
  const t = (message: (typeof positionMessages)[keyof typeof positionMessages]) =>
    intl.formatMessage(message);
  return (
    <article className="ct-order" data-testid="order-card" aria-label={`${view.pair} ${view.direction}`}>
      <header className="ct-order__head">
        {view.result && (
          <span className={`ct-order__result ${view.result.tone}`} data-testid="order-result">
            {view.result.outcome}
          </span>
        )}
        <span className={view.up ? 'ct-rise' : 'ct-fall'}>{view.direction}</span>
        <span className="ct-order__pair">{view.pair}</span>
        <span className="ct-muted">{view.positionTime}</span>
        <span className="ct-order__status" data-testid="order-status">
          {view.status}
        </span>
      </header>
      {view.holding ? <Countdown settlesAt={view.settlesAt} duration={order.positionTime} /> : null}
      <dl className="ct-order__facts">
        <div>
          <dt>{t(positionMessages.amount)}</dt>
          <dd>{view.amount}</dd>
        </div>
        <div>
          <dt>{t(positionMessages.entryPrice)}</dt>
          <dd>{view.entryPrice}</dd>
        </div>
        <div>
          <dt>{t(positionMessages.openedAt)}</dt>
          <dd>{view.openedAt}</dd>
        </div>
        {view.holding && <RunningFacts order={order} />}
        {!view.holding && (
          <>
            <div>
              <dt>{t(positionMessages.settlementPrice)}</dt>
              <dd>{view.settlementPrice}</dd>
            </div>
            <div>
              <dt>{t(positionMessages.settledAt)}</dt>
              <dd>{view.settledAt}</dd>
            </div>
            <div>
              <dt>{t(positionMessages.result)}</dt>
              <dd>
                <ResultLines words={view.result} testId="order-outcome" />
              </dd>
            </div>
            {view.priceSource ? (
              <div className="ct-order__source">
                <dt>{t(positionMessages.source)}</dt>
                <dd>{view.priceSource}</dd>
              </div>
            ) : null}
          </>
        )}
      </dl>
    </article>
  );
}
