import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  selectCandles,
  selectDetailStatus,
  selectPair,
  selectTimeframe,
} from '../../../../application/market/pair-detail.selectors';
import { symbolOf } from '../../../../domain/market/market';
import { pairPrecision } from '../../../../domain/precision';
import { PairDetailActor } from './pair-detail-provider';
import { pairMessages } from './pair-detail.messages';
import { PartState } from './part-state';
import { TimeframeSwitcher } from './timeframe-switcher';
import { useUpColour } from '../preferences/use-up-colour';
import { lazyNamed } from '../../../shared/chunk-retry';
import type { PriceLine } from '../kline/kline-price-lines';

// The chart code (echarts) is its own chunk, fetched only by screens that show a chart, and
// retried on a bad network as every split part is.
const KlineChart = lazyNamed(() => import('../kline/kline-chart'), 'KlineChart');

function ChartState({ text }: { text: string }) {
  return (
    <p className="pd-chart-state" role="status">
      {text}
    </p>
  );
}

/**
 * The timeframe switcher over the kline, or the chart's loading, empty and error states;
 * `priceLines` are drawn across the price grid (a contract's open positions).
 */
export function KlinePanel({ priceLines }: { priceLines?: readonly PriceLine[] }) {
  const intl = useIntl();
  const candles = PairDetailActor.useSelector(selectCandles);
  const status = PairDetailActor.useSelector(selectDetailStatus);
  const pair = PairDetailActor.useSelector(selectPair);
  const timeframe = PairDetailActor.useSelector(selectTimeframe);
  const { up, down } = useUpColour();
  const colours = useMemo(() => ({ up, down }), [up, down]);
  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(
      intl.locale,
      timeframe === '1day'
        ? { year: 'numeric', month: '2-digit', day: '2-digit' }
        : { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    );
    return (t: number) => format.format(t);
  }, [intl.locale, timeframe]);
  const loading = intl.formatMessage(pairMessages.chartLoading);
  let body;
  if (candles === null) {
    body =
      status === 'error' ? (
        <ChartState text={intl.formatMessage(pairMessages.error)} />
      ) : (
        <PartState part="candles" loading={pairMessages.chartLoading} unavailable={pairMessages.chartError} />
      );
  } else if (candles.length === 0) {
    body = <ChartState text={intl.formatMessage(pairMessages.noCandles)} />;
  } else {
    body = (
      <Suspense fallback={<ChartState text={loading} />}>
        <KlineChart
          key={`${symbolOf(pair)}-${timeframe}`}
          candles={candles}
          colours={colours}
          precision={pairPrecision(pair.base, pair.quote)}
          formatTime={formatTime}
          label={intl.formatMessage(pairMessages.chart)}
          priceLines={priceLines}
        />
      </Suspense>
    );
  }
  return (
    <section className="pd-kline" aria-label={intl.formatMessage(pairMessages.chart)}>
      <TimeframeSwitcher />
      <div className="pd-kline__body">{body}</div>
    </section>
  );
}
