import type { CandleCache } from '../../domain/market/candle-cache.port';
import type { Pair } from '../../domain/market/market';
import type { MarketGateway } from '../../domain/market/market.port';
import type { TimeframeStore } from '../../domain/market/timeframe-store.port';
import type { PageVisibility } from '../../domain/shared/page-visibility.port';
import { sequencedPoll } from '../shared/sequenced-poll';
import { fromPageVisibility } from './page-visibility';
import { fetchPairDetail, type PairDetailAnswer, type PairDetailRequest } from './pair-detail.data';
import { pairDetailMachine, type PairDetailInput, type PairDetailMachine } from './pair-detail.machine';

/** One pair's candles, book, deals and ticker; the input names the pair shown. */
export interface PairDetailServices {
  machine: PairDetailMachine;
  inputFor: (pair: Pair) => PairDetailInput;
}

export interface PairDetailDeps {
  gateway: MarketGateway;
  timeframes: TimeframeStore;
  candles: CandleCache;
  visibility: PageVisibility;
}

/**
 * The pair-detail feed over the market gateway; the timeframe chosen per pair and the newest
 * candles of recent views are kept, so a return shows them at once.
 */
export function createPairDetailServices({
  gateway,
  timeframes,
  candles,
  visibility,
}: PairDetailDeps): PairDetailServices {
  return {
    machine: pairDetailMachine().provide({
      actors: {
        poll: sequencedPoll<PairDetailRequest, PairDetailAnswer>((request) =>
          fetchPairDetail(gateway, request),
        ),
        visibility: fromPageVisibility(visibility),
      },
      actions: {
        persistTimeframe: (_, { symbol, timeframe }) => timeframes.saveTimeframe(symbol, timeframe),
        persistCandles: (_, due) => {
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
