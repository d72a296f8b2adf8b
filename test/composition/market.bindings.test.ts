import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectFeedStatus, selectTickers } from '../../src/application/market/live-feed.selectors';
import { selectDetailStatus } from '../../src/application/market/pair-detail.selectors';
import { createMemoryStorage } from '../../src/adapters/storage/memory-storage';
import { readAppConfig } from '../../src/composition/app-config';
import { createAppServices } from '../../src/composition/create-app-services';
import {
  selectFavourites,
  selectUpColourIn,
} from '../../src/application/preferences/market-preferences.selectors';

describe('the market bindings', () => {
  it('feed the demo exchange tickers and cache them for the next visit', async () => {
    const storage = createMemoryStorage();
    const { market } = createAppServices(readAppConfig({ VITE_BACKEND: 'demo' }), storage);
    const feed = createActor(market.liveFeed.machine, { input: market.liveFeed.input }).start();
    await waitFor(feed, (snapshot) => selectFeedStatus(snapshot) === 'live');
    expect(selectTickers(feed.getSnapshot()).map((t) => t.quote)).toContain('USDT');
    feed.stop();

    const next = createAppServices(readAppConfig({ VITE_BACKEND: 'demo' }), storage).market.liveFeed;
    const again = createActor(next.machine, { input: next.input }).start();
    expect(selectTickers(again.getSnapshot()).length).toBeGreaterThan(0);
    again.stop();
  });

  it('report an error in a mode without a market gateway', async () => {
    const { market } = createAppServices(readAppConfig({ VITE_BACKEND: 'http' }), createMemoryStorage());
    const feed = createActor(market.liveFeed.machine, { input: market.liveFeed.input }).start();
    await waitFor(feed, (snapshot) => selectFeedStatus(snapshot) === 'error');
    feed.stop();
  });
});

describe('the pair-detail bindings', () => {
  it('load candles, book, deals and ticker of a demo pair and keep the timeframe per pair', async () => {
    const storage = createMemoryStorage();
    const { market, features } = createAppServices(readAppConfig({ VITE_BACKEND: 'demo' }), storage);
    await features.load(['pair']);
    const pair = { base: 'BTC', quote: 'USDT' };
    const detail = createActor(market.pairDetail.machine, {
      input: market.pairDetail.inputFor(pair),
    }).start();
    await waitFor(detail, (s) => selectDetailStatus(s) === 'live');
    const { candles, depth, deals } = detail.getSnapshot().context;
    expect(candles).toHaveLength(2000);
    expect(depth?.bids).toHaveLength(20);
    expect(deals?.length).toBeGreaterThan(0);
    detail.send({ type: 'timeframe.select', timeframe: '30min' });
    detail.stop();
    const next = createAppServices(readAppConfig({ VITE_BACKEND: 'demo' }), storage);
    await next.features.load(['pair']);
    expect(next.market.pairDetail.inputFor(pair).readTimeframe('btcusdt')).toBe('30min');
  });

  it('come with the pair module: read before it, they name the page that forgot it', () => {
    const { market } = createAppServices(readAppConfig({ VITE_BACKEND: 'demo' }), createMemoryStorage());
    expect(() => market.pairDetail.machine).toThrow(/'pair' module/);
  });
});

describe('the market preferences binding', () => {
  it('is one running actor for the whole app, persisted in browser storage', () => {
    const storage = createMemoryStorage();
    const services = createAppServices(readAppConfig({ VITE_BACKEND: 'demo' }), storage);
    expect(services.market.preferences).toBe(services.market.preferences);
    services.market.preferences.send({ type: 'upColour.choose', colour: 'red' });
    services.market.preferences.send({ type: 'favourite.toggle', symbol: 'btcusdt' });
    const next = createAppServices(readAppConfig({ VITE_BACKEND: 'demo' }), storage).market.preferences;
    expect(selectUpColourIn('en-US')(next.getSnapshot())).toBe('red');
    expect(selectFavourites(next.getSnapshot())).toEqual(['btcusdt']);
  });
});
