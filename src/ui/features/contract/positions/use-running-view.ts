import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectPairPrices } from '../../../../application/contract/contract-screen.selectors';
import type { ContractOrder } from '../../../../domain/contract/contract';
import { pairPrice } from '../../../../domain/contract/pair-prices';
import { runningStatement } from '../../../../domain/contract/result-statement';
import { runningResultOf } from '../../../../domain/contract/running-result';
import { formatPairPrice } from '../../../../domain/precision';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { resultWords } from './result-words';
import { useServerNow } from '../../../shared/use-server-now';

/**
 * An open position at the latest price of its own pair (a USDC order on the USDC pair),
 * re-read with each feed answer and each second of server time: the price, and what the
 * settlement rule would make or lose if it settled now ("Would win +3.99 USDT", its payout
 * second). No result while settling, or where the row has no entry price.
 */
export function useRunningView(order: ContractOrder) {
  const intl = useIntl();
  const prices = useSelector(useContractScreenContext().screen, selectPairPrices);
  const now = useServerNow();
  const price = pairPrice(prices, order.baseCoin, order.quoteCoin);
  const running = runningResultOf(order, price, now);
  const statement = runningStatement(order, running);
  return {
    price: formatPairPrice(order.baseCoin, order.quoteCoin, price),
    settling: running.phase === 'settling',
    result: statement === null ? null : resultWords(intl, statement, order.quoteCoin),
  };
}
