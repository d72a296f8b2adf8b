import { useIntl } from 'react-intl';
import type { ContractOrder } from '../../../../domain/contract/contract';
import { positionMessages } from './positions.messages';
import { ResultLines } from './result-lines';
import { runningMessages } from './running.messages';
import { useRunningView } from './use-running-view';

/** The holding card's live facts: the pair's current price and the result if settled now. */
export function RunningFacts({ order }: { order: ContractOrder }) {
  const intl = useIntl();
  const view = useRunningView(order);
  return (
    <>
      <div>
        <dt>{intl.formatMessage(runningMessages.currentPrice)}</dt>
        <dd data-testid="current-price">{view.price}</dd>
      </div>
      <div className="ct-order__running">
        <dt>{intl.formatMessage(runningMessages.ifSettledNow)}</dt>
        <dd>
          {view.settling ? (
            <span data-testid="running-result">{intl.formatMessage(positionMessages.settling)}</span>
          ) : (
            <ResultLines words={view.result} testId="running-result" />
          )}
        </dd>
      </div>
    </>
  );
}
