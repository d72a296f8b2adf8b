import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { selectFeedStatus, selectTickers } from '../../../src/application/market/live-feed.selectors';
import { createLiveFeedServices } from '../../../src/application/market/live-feed.services';
import { createMarketServices } from '../../../src/application/market/market-services';
import { selectDetailStatus, selectTimeframe } from '../../../src/application/market/pair-detail.selectors';
import { createPairDetailServices } from '../../../src/application/market/pair-detail.services';
import { startMarketPreferences } from '../../../src/application/preferences/market-preferences.services';
import type { CachedTickers, Candle, Pair, Ticker, Timeframe } from '../../../src/domain/market/market';
import type { MarketGateway } from '../../../src/domain/market/market.port';
import { fakeVisibility } from '../shared/fake-visibility';
import { flush, ticker } from './live-feed.fixtures';
import { BTC, candle } from './pair-detail.fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A gateway that answers at once with fixed data, counting the ticker calls. */
function gateway(tickers: Ticker[] = [ticker('BTC', '100')]) {
  const calls: string[] = [];
  const market: MarketGateway = {
    tickers: (quote) => {
      calls.push(quote);
      return Promise.resolve(tickers);
    },
    ticker: () => Promise.resolve(ticker('BTC', '100')),
    candles: (_pair, _timeframe, size) =>
      Promise.resolve(Array.from({ length: Math.min(size, 3) }, (_, i) => candle(i, '100'))),
    depth: () => Promise.resolve({ bids: [], asks: [], timestamp: 0 }),
    deals: () => Promise.resolve([]),
  };
  return { market, calls };
}

describe('createLiveFeedServices', () => {
  it('polls the gateway, caches each answer at the clock time and starts from the cache', async () => {
    const saved: Record<string, CachedTickers> = {};
    const tickerCache = {
      load: (quote: string) => saved[quote] ?? null,
      save: (quote: string, cached: CachedTickers) => void (saved[quote] = cached),
    };
    const { market, calls } = gateway();
    const deps = { gateway: market, tickerCache, clock: { now: () => 42 }, visibility: fakeVisibility() };
    const feed = createLiveFeedServices(deps);
    expect(feed.input.quote).toBe('USDT');
    const actor = createActor(feed.machine, { input: feed.input }).start();
    await flush();
    expect(calls).toEqual(['USDT']);
    expect(selectFeedStatus(actor.getSnapshot())).toBe('live');
    expect(saved.USDT).toEqual({ tickers: [ticker('BTC', '100')], savedAt: 42 });
    actor.stop();
    const again = createActor(feed.machine, { input: feed.input }).start();
    expect(selectTickers(again.getSnapshot())).toEqual([ticker('BTC', '100')]);
    again.stop();
  });

  it('pauses on the page visibility it was given', () => {
    const { market, calls } = gateway();
    const tickerCache = { load: () => null, save: () => undefined };
    const visibility = fakeVisibility(true);
    const feed = createLiveFeedServices({
      gateway: market,
      tickerCache,
      clock: { now: () => 0 },
      visibility,
    });
    const actor = createActor(feed.machine, { input: feed.input }).start();
    expect(selectFeedStatus(actor.getSnapshot())).toBe('paused');
    visibility.set(false);
    expect(calls).toHaveLength(2);
    actor.stop();
  });
});

describe('createPairDetailServices', () => {
  it('reads and saves the timeframe per pair and caches the full series', async () => {
    const frames: Record<string, Timeframe> = { btcusdt: '5min' };
    const cached: Record<string, Candle[]> = {};
    const pairDetail = createPairDetailServices({
      gateway: gateway().market,
      timeframes: { timeframe: (s) => frames[s] ?? null, saveTimeframe: (s, t) => void (frames[s] = t) },
      candles: {
        load: (s, t) => cached[`${s}:${t}`] ?? null,
        save: (s, t, c) => void (cached[`${s}:${t}`] = [...c]),
      },
      visibility: fakeVisibility(),
    });
    const pair: Pair = BTC;
    const actor = createActor(pairDetail.machine, { input: pairDetail.inputFor(pair) }).start();
    expect(selectTimeframe(actor.getSnapshot())).toBe('5min');
    await flush();
    expect(selectDetailStatus(actor.getSnapshot())).toBe('live');
    expect(cached['btcusdt:5min']).toHaveLength(3);
    actor.send({ type: 'timeframe.select', timeframe: '1day' });
    expect(frames.btcusdt).toBe('1day');
    actor.stop();
  });
});

describe('createMarketServices', () => {
  it('hands the UI the feeds and the one preferences actor it was given', () => {
    const { market } = gateway();
    const visibility = fakeVisibility();
    const liveFeed = createLiveFeedServices({
      gateway: market,
      tickerCache: { load: () => null, save: () => undefined },
      clock: { now: () => 0 },
      visibility,
    });
    const pairDetail = createPairDetailServices({
      gateway: market,
      timeframes: { timeframe: () => null, saveTimeframe: () => undefined },
      candles: { load: () => null, save: () => undefined },
      visibility,
    });
    const preferences = startMarketPreferences({
      store: {
        favourites: () => [],
        saveFavourites: () => undefined,
        upColour: () => null,
        saveUpColour: () => undefined,
        tradeKind: () => null,
        saveTradeKind: () => undefined,
      },
    });
    const services = createMarketServices({ liveFeed, pairDetail, preferences });
    expect(services).toEqual({ liveFeed, pairDetail, preferences });
    expect(services.preferences).toBe(preferences);
  });
});
