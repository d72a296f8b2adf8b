import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectCanTrade,
  selectFeedStatus,
  selectIsStale,
  selectTickers,
} from '../../../src/application/market/live-feed.selectors';
import { flush, startFeed, ticker } from './live-feed.fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live feed machine', () => {
  it('requests at once, shows the answer and caches it', async () => {
    const { actor, pending, saved } = startFeed();
    expect(selectFeedStatus(actor.getSnapshot())).toBe('loading');
    expect(pending).toHaveLength(1);
    pending[0]?.resolve([ticker('BTC', '100')]);
    await flush();
    expect(selectTickers(actor.getSnapshot())[0]?.close).toBe('100');
    expect(selectFeedStatus(actor.getSnapshot())).toBe('live');
    expect(saved).toEqual([{ quote: 'USDT', tickers: [ticker('BTC', '100')] }]);
  });

  it('polls every 5 seconds (TimerAttach)', async () => {
    const { pending } = startFeed();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pending).toHaveLength(4);
  });

  it('stops polling while the tab is hidden and refreshes at once when it returns', async () => {
    const { actor, pending } = startFeed();
    actor.send({ type: 'visibility.hidden' });
    expect(selectFeedStatus(actor.getSnapshot())).toBe('paused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pending).toHaveLength(1);
    actor.send({ type: 'visibility.visible' });
    expect(pending).toHaveLength(2);
  });

  it('never lets a slower older answer overwrite a newer one', async () => {
    const { actor, pending } = startFeed();
    await vi.advanceTimersByTimeAsync(5_000);
    pending[1]?.resolve([ticker('BTC', '200')]);
    await flush();
    pending[0]?.resolve([ticker('BTC', '100')]);
    await flush();
    expect(selectTickers(actor.getSnapshot())[0]?.close).toBe('200');
  });

  it('backs off in reconnecting after an error and recovers on the next success', async () => {
    const { actor, pending } = startFeed();
    pending[0]?.reject(new Error('network'));
    await flush();
    expect(selectFeedStatus(actor.getSnapshot())).toBe('error');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pending).toHaveLength(2);
    pending[1]?.reject(new Error('network'));
    await flush();
    // The second failure waits twice as long.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pending).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(3);
    pending[2]?.resolve([ticker('BTC', '100')]);
    await flush();
    expect(selectFeedStatus(actor.getSnapshot())).toBe('live');
  });

  it('reports reconnecting, not error, while it still has data to show', async () => {
    const { actor, pending } = startFeed();
    pending[0]?.resolve([ticker('BTC', '100')]);
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    pending[1]?.reject(new Error('timeout'));
    await flush();
    expect(selectFeedStatus(actor.getSnapshot())).toBe('reconnecting');
    expect(selectTickers(actor.getSnapshot())[0]?.close).toBe('100');
  });

  it('turns stale past three missed intervals and fresh again on the next answer', async () => {
    const { actor, pending } = startFeed();
    pending[0]?.resolve([ticker('BTC', '100')]);
    await flush();
    expect(selectCanTrade(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
    expect(selectCanTrade(actor.getSnapshot())).toBe(false);
    pending.at(-1)?.resolve([ticker('BTC', '101')]);
    await flush();
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
  });

  it('with an empty cache is not stale yet, but cannot price a trade before its first answer', async () => {
    const { actor, pending } = startFeed();
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
    expect(selectCanTrade(actor.getSnapshot())).toBe(false);
    pending[0]?.resolve([ticker('BTC', '100')]);
    await flush();
    expect(selectCanTrade(actor.getSnapshot())).toBe(true);
  });

  it('shows a cached copy older than three intervals at once, as stale until the refresh lands', async () => {
    const cache = { USDT: { tickers: [ticker('ETH', '3000')], savedAt: 1 } };
    const { actor, pending } = startFeed({ cache });
    expect(selectTickers(actor.getSnapshot())[0]?.base).toBe('ETH');
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
    pending[0]?.resolve([ticker('ETH', '3100')]);
    await flush();
    expect(selectTickers(actor.getSnapshot())[0]?.close).toBe('3100');
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
  });

  it('counts a cached copy saved moments ago as fresh, until three intervals after it was saved', async () => {
    const cache = { USDT: { tickers: [ticker('ETH', '3000')], savedAt: Date.now() - 2_000 } };
    const { actor } = startFeed({ cache });
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
    expect(selectCanTrade(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(12_999);
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
  });

  it("counts a quote coin's cached copy by its own age when the coin is chosen", async () => {
    const cache = {
      USDT: { tickers: [ticker('ETH', '3000')], savedAt: Date.now() - 1_000 },
      BTC: { tickers: [ticker('ETH', '0.05', 'BTC')], savedAt: Date.now() - 20_000 },
      USDC: { tickers: [ticker('ETH', '3000', 'USDC')], savedAt: Date.now() - 10_000 },
    };
    const { actor } = startFeed({ cache });
    actor.send({ type: 'quote.select', quote: 'BTC' });
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quote.select', quote: 'USDC' });
    expect(selectIsStale(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(selectIsStale(actor.getSnapshot())).toBe(true);
  });

  it('drops answers for the quote coin it has left', async () => {
    const { actor, pending } = startFeed();
    actor.send({ type: 'quote.select', quote: 'BTC' });
    expect(pending[1]?.quote).toBe('BTC');
    pending[0]?.resolve([ticker('BTC', '100')]);
    await flush();
    expect(selectTickers(actor.getSnapshot())).toEqual([]);
    pending[1]?.resolve([ticker('ETH', '0.05', 'BTC')]);
    await flush();
    expect(selectTickers(actor.getSnapshot())[0]?.quote).toBe('BTC');
  });

  it('keeps running when a superseded request fails while the tab is hidden', async () => {
    const { actor, pending } = startFeed();
    actor.send({ type: 'visibility.hidden' });
    pending[0]?.reject(new Error('aborted'));
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'visibility.visible' });
    pending[1]?.resolve([ticker('BTC', '100')]);
    await flush();
    expect(selectFeedStatus(actor.getSnapshot())).toBe('live');
  });
});

describe('live feed and the page visibility', () => {
  it('pauses when the page is hidden and asks at once when it is back', async () => {
    const { actor, pending, visibility } = startFeed();
    visibility.set(true);
    expect(selectFeedStatus(actor.getSnapshot())).toBe('paused');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(pending).toHaveLength(1);
    visibility.set(false);
    expect(pending).toHaveLength(2);
    expect(selectFeedStatus(actor.getSnapshot())).toBe('loading');
  });

  it('starts paused on a hidden page and stops listening when it stops', () => {
    const { actor, visibility } = startFeed({ hidden: true });
    expect(selectFeedStatus(actor.getSnapshot())).toBe('paused');
    expect(visibility.listeners()).toBe(1);
    actor.stop();
    expect(visibility.listeners()).toBe(0);
  });
});
