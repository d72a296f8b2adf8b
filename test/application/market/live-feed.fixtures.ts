import { createActor, fromPromise } from 'xstate';
import { liveFeedMachine } from '../../../src/application/market/live-feed.machine';
import type { Ticker } from '../../../src/domain/market/market';
import type { CachedTickers } from '../../../src/domain/market/market';

export function ticker(base: string, close: string, quote = 'USDT'): Ticker {
  return { base, quote, logo: '', open: close, close, high: close, low: close, vol: '1' };
}

interface Pending {
  quote: string;
  resolve: (tickers: Ticker[]) => void;
  reject: (error: Error) => void;
}

/** An in-memory MarketGateway.tickers whose answers the test releases by hand. */
export function startFeed(options: { quote?: string; cache?: Record<string, CachedTickers> } = {}) {
  const pending: Pending[] = [];
  const saved: { quote: string; tickers: Ticker[] }[] = [];
  const machine = liveFeedMachine.provide({
    actors: {
      fetchTickers: fromPromise<Ticker[], { quote: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => pending.push({ quote: input.quote, resolve, reject })),
      ),
    },
    actions: { persistTickers: (_, params: { quote: string; tickers: Ticker[] }) => void saved.push(params) },
  });
  const actor = createActor(machine, {
    input: { quote: options.quote ?? 'USDT', readCache: (quote: string) => options.cache?.[quote] ?? null },
  }).start();
  return { actor, pending, saved };
}

/** Lets settled promises reach the machine. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
