import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoExchange } from '../../../src/adapters/demo/demo-exchange';
import { pairReads, pairsByQuote } from '../../../src/adapters/demo/engine';
import { createDemoMarketGateway } from '../../../src/adapters/demo/gateways/demo-market.adapter';
import { nextTask } from '../../../src/adapters/demo/next-task';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createBrowserTextStore } from '../../../src/adapters/storage/text-store.adapter';
import { createFakeClock } from '../../support/fixtures/fake-clock';

function demoMarket() {
  const clock = createFakeClock();
  const exchange = createDemoExchange({
    store: createBrowserTextStore(createMemoryStorage()),
    clock,
    seed: 'demo-market-test',
    tokens: { token: () => null },
    sessionExpiry: { sessionExpired: () => undefined },
  });
  return { clock, exchange, market: createDemoMarketGateway({ exchange }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('demo market tickers', () => {
  it('computes one pair per task, every pair at the instant of the call', async () => {
    const { clock, exchange, market } = demoMarket();
    // Time passes between the tasks; the list is still of one instant.
    const yields = vi.fn(() => {
      clock.advance(1_000);
      return Promise.resolve();
    });
    vi.stubGlobal('scheduler', { yield: yields });
    // Every read of the demo exchange is worked out in a task of its own and answered in the
    // next: the first one reads the instant.
    const instant = clock.now() + 1_000;
    const tickers = await market.tickers('USDT');
    expect(tickers).toEqual(exchange.engine().market.tickersByQuote('USDT', instant));
    expect(yields).toHaveBeenCalledTimes(2 * (pairsByQuote('USDT').length + 1));
  });
});

describe('demo market pair reads', () => {
  it("answers a pair's candles, book and deals off the engine's market at the instant of the call", async () => {
    const { clock, exchange, market } = demoMarket();
    const pair = { base: 'ETH', quote: 'USDT' };
    const reads = pairReads(exchange.engine().market);
    const now = clock.now();
    expect(await market.candles(pair, '15min', 30)).toEqual(reads.candles(pair, '15min', 30, now));
    expect(await market.depth(pair)).toEqual(reads.depth(pair, now));
    expect(await market.deals(pair)).toEqual(reads.deals(pair, now));
    clock.advance(60_000);
    expect(await market.depth(pair)).not.toEqual(reads.depth(pair, now));
  });
});

describe('nextTask', () => {
  it('resumes after the microtasks already queued, by a message where the browser cannot yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
