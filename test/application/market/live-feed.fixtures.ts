import { createActor } from 'xstate';
import { liveFeedMachine } from '../../../src/application/market/live-feed.machine';
import { sequencedPoll } from '../../../src/application/shared/sequenced-poll';
import { fromPageVisibility } from '../../../src/application/market/page-visibility';
import { fakeVisibility } from '../shared/fake-visibility';
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
export function startFeed(
  options: { quote?: string; cache?: Record<string, CachedTickers>; hidden?: boolean } = {},
) {
  const pending: Pending[] = [];
  const visibility = fakeVisibility(options.hidden);
  const saved: { quote: string; tickers: Ticker[] }[] = [];
  const machine = liveFeedMachine().provide({
    actors: {
      poll: sequencedPoll<{ quote: string }, Ticker[]>(
        ({ quote }) => new Promise((resolve, reject) => pending.push({ quote, resolve, reject })),
      ),
      visibility: fromPageVisibility(visibility),
    },
    actions: { persistTickers: (_, params: { quote: string; tickers: Ticker[] }) => void saved.push(params) },
  });
  const actor = createActor(machine, {
    input: {
      quote: options.quote ?? 'USDT',
      readCache: (quote: string) => options.cache?.[quote] ?? null,
      now: () => Date.now(),
    },
  }).start();
  return { actor, pending, saved, visibility };
}

/** Lets settled promises reach the machine. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
