import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal, present } from './support/decimal';

const BTC = { base: 'BTC', quote: 'USDT' };

describe.each(BACKENDS)('MarketGateway contract (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('quotes every pair of a quote coin at the price of the feed now', async () => {
    const tickers = await backend.gateways.market.tickers('USDT');
    const now = backend.clock.now();
    const expected = backend.engine.market.tickersByQuote('USDT', now);
    expect(tickers.map((t) => t.base)).toEqual(expected.map((t) => t.base));
    for (const [i, ticker] of tickers.entries()) {
      const truth = present(expected[i], `ticker ${i}`);
      expect(ticker.quote).toBe('USDT');
      for (const field of ['open', 'close', 'high', 'low', 'vol'] as const) {
        expectSameDecimal(ticker[field], truth[field]);
      }
    }
  });

  it('gives one pair the same 24 h ticker as the list does', async () => {
    const single = await backend.gateways.market.ticker(BTC);
    const [fromList] = (await backend.gateways.market.tickers('USDT')).filter((t) => t.base === 'BTC');
    const btc = present(fromList, 'BTC in the list');
    expectSameDecimal(single.close, btc.close);
    expectSameDecimal(single.high, btc.high);
  });

  it('returns the asked number of candles, oldest first, one timeframe apart, closing at the live price', async () => {
    const candles = await backend.gateways.market.candles(BTC, '5min', 30);
    expect(candles).toHaveLength(30);
    const gaps = candles
      .slice(1)
      .map((candle, i) => candle.timestamp - present(candles[i], 'candle').timestamp);
    expect(new Set(gaps)).toEqual(new Set([300_000]));
    expectSameDecimal(
      present(candles.at(-1), 'last candle').close,
      backend.engine.market.price(BTC, backend.clock.now()),
    );
    for (const candle of candles) {
      expect(Number(candle.high)).toBeGreaterThanOrEqual(Math.max(Number(candle.open), Number(candle.close)));
      expect(Number(candle.low)).toBeLessThanOrEqual(Math.min(Number(candle.open), Number(candle.close)));
    }
  });

  it('returns a 20-level book with bids below asks, best prices first', async () => {
    const depth = await backend.gateways.market.depth(BTC);
    expect(depth.bids).toHaveLength(20);
    expect(depth.asks).toHaveLength(20);
    expect(Number(present(depth.bids[0], 'best bid').price)).toBeLessThan(
      Number(present(depth.asks[0], 'best ask').price),
    );
    const bidPrices = depth.bids.map((level) => Number(level.price));
    expect([...bidPrices].sort((a, b) => b - a)).toEqual(bidPrices);
    const askPrices = depth.asks.map((level) => Number(level.price));
    expect([...askPrices].sort((a, b) => a - b)).toEqual(askPrices);
  });

  it('lists recent deals newest first with a side each', async () => {
    const deals = await backend.gateways.market.deals(BTC);
    expect(deals.length).toBeGreaterThan(0);
    const times = deals.map((deal) => deal.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const deal of deals) expect(['buy', 'sell']).toContain(deal.side);
  });

  it('moves with time: a later call sees the later price', async () => {
    const before = await backend.gateways.market.ticker(BTC);
    backend.clock.advance(3_600_000);
    const after = await backend.gateways.market.ticker(BTC);
    expectSameDecimal(after.close, backend.engine.market.price(BTC, backend.clock.now()));
    expect(after.close).not.toBe(before.close);
  });
});
