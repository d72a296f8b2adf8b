import { fromPromise } from 'xstate';
import { createLocalCandleCache } from '../adapters/storage/candle-cache.adapter';
import { createLocalTimeframeStore } from '../adapters/storage/timeframe-store.adapter';
import {
  fetchPairDetail,
  type PairDetailAnswer,
  type PairDetailRequest,
} from '../application/market/pair-detail.data';
import { pairDetailMachine, type CandlesToCache } from '../application/market/pair-detail.machine';
import type { MarketServices } from '../application/market/market-services';
import type { Timeframe } from '../domain/market/market';
import type { MarketGateway } from '../domain/market/market.port';

/**
 * The pair-detail feed over the mode's market gateway; its timeframe per pair and the newest
 * candles of recent views kept in storage.
 */
export function createPairDetailServices(
  gateway: MarketGateway,
  storage: Storage,
): MarketServices['pairDetail'] {
  const timeframes = createLocalTimeframeStore(storage);
  const candles = createLocalCandleCache(storage);
  return {
    machine: pairDetailMachine.provide({
      actors: {
        fetchDetail: fromPromise<PairDetailAnswer, PairDetailRequest>(({ input }) =>
          fetchPairDetail(gateway, input),
        ),
      },
      actions: {
        persistTimeframe: (_, { symbol, timeframe }: { symbol: string; timeframe: Timeframe }) =>
          timeframes.saveTimeframe(symbol, timeframe),
        persistCandles: (_, due: CandlesToCache | null) => {
          if (due) candles.save(due.symbol, due.timeframe, due.candles);
        },
      },
    }),
    inputFor: (pair) => ({
      pair,
      readTimeframe: (symbol) => timeframes.timeframe(symbol),
      readCandles: (symbol, timeframe) => candles.load(symbol, timeframe),
    }),
  };
}
