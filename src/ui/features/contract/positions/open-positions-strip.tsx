import { useIntl } from 'react-intl';
import type { ContractOrder } from '../../../../domain/contract/contract';
import { Countdown } from './countdown';
import { orderView } from './order-view';
import { positionMessages } from './positions.messages';
import { ResultLines } from './result-lines';
import { moreOpenText, runningMessages } from './running.messages';
import { useOpenPositions } from './use-order-history';
import { useRunningView } from './use-running-view';

/** How many open positions the strip lists before pointing to the full list. */
export const STRIP_ROWS = 3;

function RunningResult({ order }: { order: ContractOrder }) {
  const intl = useIntl();
  const running = useRunningView(order);
  if (running.settling)
    return <span data-testid="strip-result">{intl.formatMessage(positionMessages.settling)}</span>;
  return <ResultLines words={running.result} testId="strip-result" />;
}

function StripRow({ order }: { order: ContractOrder }) {
  const intl = useIntl();
  const view = orderView(intl, order);
  return (
    <li className="ct-strip__row" data-testid="strip-position">
      <span className={view.up ? 'ct-rise' : 'ct-fall'}>{view.direction}</span>
      <span className="ct-strip__pair">{`${view.pair} · ${view.amount}`}</span>
      {view.holding ? (
        <Countdown settlesAt={view.settlesAt} duration={order.positionTime} />
      ) : (
        <span className="ct-countdown">{view.status}</span>
      )}
      <span className="ct-strip__result">
        {view.holding ? (
          <RunningResult order={order} />
        ) : (
          <ResultLines words={view.result} testId="strip-result" />
        )}
      </span>
    </li>
  );
}

/**
 * The phone's first screen, under Up / Down: the open positions in one line each (pair,
 * stake, countdown, result if settled now), so the trader who just opened one sees it
 * without scrolling; one that just settled stays a moment with its result. Nothing shows
 * while none is open.
 */
export function OpenPositionsStrip() {
  const intl = useIntl();
  const { items } = useOpenPositions();
  if (items.length === 0) return null;
  const more = items.length - STRIP_ROWS;
  return (
    <section className="ct-strip" aria-label={intl.formatMessage(runningMessages.stripTitle)}>
      <ul className="ct-strip__list">
        {items.slice(0, STRIP_ROWS).map((order) => (
          <StripRow key={order.id} order={order} />
        ))}
      </ul>
      {more > 0 && (
        <p className="ct-muted ct-strip__more">{intl.formatMessage(moreOpenText, { count: more })}</p>
      )}
    </section>
  );
}
