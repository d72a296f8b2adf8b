import { createActor } from 'xstate';
import { sequencedPoll } from '../../../src/application/shared/sequenced-poll';
import { fromPageVisibility } from '../../../src/application/market/page-visibility';
import { fakeVisibility } from '../shared/fake-visibility';
import type {
  PairDetailAnswer,
  PairDetailRequest,
  PairPart,
} from '../../../src/application/market/pair-detail.data';
import { pairDetailMachine, type CandlesToCache } from '../../../src/application/market/pair-detail.machine';
import type { Candle, Pair, Timeframe } from '../../../src/domain/market/market';

export const BTC: Pair = { base: 'BTC', quote: 'USDT' };
export const ETH: Pair = { base: 'ETH', quote: 'USDT' };

export function candle(minute: number, close: string): Candle {
  const t = minute * 60_000;
  return { timestamp: t, open: close, close, high: close, low: close, volume: '1', turnover: close };
}

/** An answer whose ticker close (and last candle) carries `close`, so tests can tell answers apart. */
export function answer(close: string, request: PairDetailRequest, lastMinute = 100): PairDetailAnswer {
  const count = Math.min(request.size, 5);
  const candles = Array.from({ length: count }, (_, i) => candle(lastMinute - count + 1 + i, close));
  return {
    candles,
    depth: { bids: [{ price: close, amount: '1' }], asks: [{ price: close, amount: '1' }], timestamp: 0 },
    deals: [{ id: close, price: close, amount: '1', side: 'buy', timestamp: 0 }],
    ticker: {
      base: request.pair.base,
      quote: request.pair.quote,
      logo: '',
      open: close,
      close,
      high: close,
      low: close,
      vol: '1',
    },
    failures: {},
    full: request.size >= 2000,
  };
}

interface Pending {
  request: PairDetailRequest;
  resolve: (answer: PairDetailAnswer) => void;
  reject: (error: Error) => void;
}

/** A pair-detail feed whose gateway answers are released by hand. */
export function startDetail(
  options: { saved?: Record<string, Timeframe>; cached?: Record<string, Candle[]>; hidden?: boolean } = {},
) {
  const pending: Pending[] = [];
  const visibility = fakeVisibility(options.hidden);
  const persisted: { symbol: string; timeframe: Timeframe }[] = [];
  /** Candle cache writes: view ('btcusdt:1min') and how many candles. */
  const cachedWrites: { view: string; count: number }[] = [];
  const machine = pairDetailMachine().provide({
    actors: {
      poll: sequencedPoll<PairDetailRequest, PairDetailAnswer>(
        (request) => new Promise((resolve, reject) => pending.push({ request, resolve, reject })),
      ),
      visibility: fromPageVisibility(visibility),
    },
    actions: {
      persistTimeframe: (_, params: { symbol: string; timeframe: Timeframe }) => void persisted.push(params),
      persistCandles: (_, due: CandlesToCache | null) => {
        if (due) cachedWrites.push({ view: `${due.symbol}:${due.timeframe}`, count: due.candles.length });
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      pair: BTC,
      readTimeframe: (symbol: string) => options.saved?.[symbol] ?? null,
      readCandles: (symbol: string, timeframe: Timeframe) =>
        options.cached?.[`${symbol}:${timeframe}`] ?? null,
    },
  }).start();
  /** Answers request `index` with `close`; `failed` parts answer nothing, as malformed. */
  const reply = (index: number, close: string, lastMinute?: number, failed: PairPart[] = []) => {
    const entry = pending[index];
    if (!entry) throw new Error(`no request ${index}`);
    const full = answer(close, entry.request, lastMinute);
    entry.resolve({
      ...full,
      ...Object.fromEntries(failed.map((part) => [part, null])),
      failures: Object.fromEntries(failed.map((part) => [part, { kind: 'malformed' }])),
    });
  };
  return { actor, pending, persisted, cachedWrites, reply, visibility };
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
