import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectPairPrices } from '../../../../application/contract/contract-screen.selectors';
import type { ContractOrder } from '../../../../domain/contract/contract';
import { pairPrice } from '../../../../domain/contract/pair-prices';
import { runningResultOf } from '../../../../domain/contract/running-result';
import { DECIMAL_PRECISION, formatAmount, formatPairPrice } from '../../../../domain/precision';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { positionMessages } from './positions.messages';
import { runningMessages } from './running.messages';
import { useServerNow } from '../../../shared/use-server-now';

const RESULT = { win: runningMessages.win, loss: runningMessages.loss, tie: runningMessages.tie } as const;

/**
 * An open position at the latest price of its own pair (a USDC order on the USDC pair),
 * re-read with each feed answer and each second of server time: the price, and what the
 * settlement rule would pay if it settled now. `--` where the row has no entry price.
 */
export function useRunningView(order: ContractOrder) {
  const intl = useIntl();
  const prices = useSelector(useContractScreenContext().screen, selectPairPrices);
  const now = useServerNow();
  const price = pairPrice(prices, order.baseCoin, order.quoteCoin);
  const running = runningResultOf(order, price, now);
  const payout = (amount: string | null) =>
    amount === null ? '--' : `${formatAmount(amount, DECIMAL_PRECISION)} ${order.quoteCoin}`;
  return {
    price: formatPairPrice(order.baseCoin, order.quoteCoin, price),
    /** win / loss / tie for the colour; null when unknown or settling. */
    tone: running.phase === 'open' ? running.result : null,
    result:
      running.phase === 'open'
        ? `${intl.formatMessage(RESULT[running.result])} · ${payout(running.payout)}`
        : running.phase === 'settling'
          ? intl.formatMessage(positionMessages.settling)
          : '--',
  };
}
