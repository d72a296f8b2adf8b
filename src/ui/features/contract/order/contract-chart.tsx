import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectBaseCoin, selectQuoteCoin } from '../../../../application/contract/order.selectors';
import { KlinePanel } from '../../market/pair/kline-panel';
import { PairDetailProvider } from '../../market/pair/pair-detail-provider';
import '../../market/pair/pair.css';
import { useContractScreenContext } from '../screen/contract-screen-context';
import { useChartEntryLines } from './use-chart-entry-lines';

/**
 * The kline of the pair being traded, the same panel as the pair-detail screens: it follows
 * the pair selector and the pay coin, and its echarts code still loads lazily (KlinePanel).
 * The open positions of that pair are drawn on it at their entry prices, counting down.
 */
export function ContractChart() {
  const { order } = useContractScreenContext();
  const base = useSelector(order, selectBaseCoin);
  const quote = useSelector(order, selectQuoteCoin);
  const pair = useMemo(() => ({ base, quote }), [base, quote]);
  const entryLines = useChartEntryLines(pair);
  return (
    <div className="ct-chart" data-testid="contract-chart">
      <PairDetailProvider pair={pair}>
        <KlinePanel priceLines={entryLines} />
      </PairDetailProvider>
    </div>
  );
}
