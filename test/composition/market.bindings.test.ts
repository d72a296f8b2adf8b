import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectFeedStatus, selectTickers } from '../../src/application/market/live-feed.selectors';
import { createMemoryStorage } from '../../src/adapters/storage/memory-storage';
import { readAppConfig } from '../../src/composition/app-config';
import { createAppServices } from '../../src/composition/create-app-services';

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
