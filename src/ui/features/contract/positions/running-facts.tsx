import { useIntl } from 'react-intl';
import type { ContractOrder } from '../../../../domain/contract/contract';
import { runningMessages } from './running.messages';
import { useRunningView } from './use-running-view';

const TONE = { win: 'ct-up', loss: 'ct-down', tie: 'ct-tie' } as const;

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
        <dd data-testid="running-result" className={view.tone ? TONE[view.tone] : undefined}>
          {view.result}
        </dd>
      </div>
    </>
  );
}
