import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectCandles,
  selectDeals,
  selectDepth,
  selectPartFailure,
  selectDetailStale,
  selectDetailStatus,
  selectPairTicker,
  selectTimeframe,
} from '../../../src/application/market/pair-detail.selectors';
import { candle, ETH, flush, startDetail } from './pair-detail.fixtures';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pair detail machine', () => {
  it('asks for 2000 candles of 1min first, then polls the newest candles every 5 s', async () => {
    const { actor, pending, reply } = startDetail();
    expect(selectDetailStatus(actor.getSnapshot())).toBe('loading');
    expect(pending[0]?.request).toEqual({
      pair: { base: 'BTC', quote: 'USDT' },
      timeframe: '1min',
      size: 2000,
    });
    reply(0, '100');
    await flush();
    expect(selectDetailStatus(actor.getSnapshot())).toBe('live');
    expect(selectCandles(actor.getSnapshot())).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending[1]?.request.size).toBe(3);
  });

  it('a part that fails keeps what it showed and says why; the other parts go on', async () => {
    const { actor, reply } = startDetail();
    reply(0, '100', 100, ['deals']);
    await flush();
    const first = actor.getSnapshot();
    expect(selectDetailStatus(first)).toBe('live');
    expect(selectDeals(first)).toBeNull();
    expect(selectPartFailure('deals')(first)).toEqual({ kind: 'malformed' });
    expect(selectDepth(first)?.bids[0]?.price).toBe('100');
    await vi.advanceTimersByTimeAsync(5_000);
    reply(1, '101', 101, ['depth']);
    await flush();
    const second = actor.getSnapshot();
    expect(selectPartFailure('deals')(second)).toBeNull();
    expect(selectDeals(second)?.[0]?.price).toBe('101');
    // The book kept from the answer before, with its own time: its age still counts.
    expect(selectDepth(second)?.bids[0]?.price).toBe('100');
    expect(selectPartFailure('depth')(second)).toEqual({ kind: 'malformed' });
    expect(selectCandles(second)?.at(-1)?.close).toBe('101');
  });

  it('merges a poll into the series: the forming candle replaced, a new one appended', async () => {
    const { actor, reply } = startDetail();
    reply(0, '100', 100);
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    reply(1, '101', 101);
    await flush();
    const candles = selectCandles(actor.getSnapshot()) ?? [];
    expect(candles).toHaveLength(6);
    expect(candles.at(-1)?.close).toBe('101');
    expect(candles.at(-3)?.close).toBe('101');
    expect(candles.at(-4)?.close).toBe('100');
  });

  it('asks for the full series again when a poll does not join the one shown', async () => {
    const { actor, pending, reply } = startDetail();
    reply(0, '100', 100);
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    reply(1, '105', 120);
    await flush();
    expect(selectCandles(actor.getSnapshot())?.at(-1)?.close).toBe('100');
    expect(selectPairTicker(actor.getSnapshot())?.close).toBe('105');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pending[2]?.request.size).toBe(2000);
  });

  it('pauses while hidden and refreshes the full series at once on return', async () => {
    const { actor, pending, reply } = startDetail();
    reply(0, '100');
    await flush();
    actor.send({ type: 'visibility.hidden' });
    expect(selectDetailStatus(actor.getSnapshot())).toBe('paused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pending).toHaveLength(1);
    actor.send({ type: 'visibility.visible' });
    expect(pending).toHaveLength(2);
    expect(pending[1]?.request.size).toBe(2000);
  });

  it('drops a slower older answer that lands after a newer one', async () => {
    const { actor, reply } = startDetail();
    await vi.advanceTimersByTimeAsync(5_000);
    reply(1, '200');
    await flush();
    reply(0, '100');
    await flush();
    expect(selectPairTicker(actor.getSnapshot())?.close).toBe('200');
  });

  it('switches timeframe: drops answers for the old one, asks for the full series and saves the choice', async () => {
    const { actor, pending, persisted, reply } = startDetail();
    reply(0, '100');
    await flush();
    actor.send({ type: 'timeframe.select', timeframe: '15min' });
    expect(selectCandles(actor.getSnapshot())).toBeNull();
    expect(pending[1]?.request).toMatchObject({ timeframe: '15min', size: 2000 });
    expect(persisted).toEqual([{ symbol: 'btcusdt', timeframe: '15min' }]);
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'timeframe.select', timeframe: '15min' });
    expect(pending).toHaveLength(2);
  });

  it('drops answers for a pair no longer shown and reads the saved timeframe of the new one', async () => {
    const { actor, pending, reply } = startDetail({ saved: { ethusdt: '1day' } });
    actor.send({ type: 'pair.select', pair: ETH });
    expect(selectTimeframe(actor.getSnapshot())).toBe('1day');
    reply(0, '100');
    await flush();
    expect(selectPairTicker(actor.getSnapshot())).toBeNull();
    expect(pending[1]?.request.pair).toEqual(ETH);
    reply(1, '3000');
    await flush();
    expect(selectPairTicker(actor.getSnapshot())?.base).toBe('ETH');
  });

  it('shows the cached candles of a view at once, then replaces them with the full series', async () => {
    const cached = [candle(1, '90'), candle(2, '91')];
    const { actor, pending, reply } = startDetail({
      saved: { ethusdt: '1day' },
      cached: { 'btcusdt:1min': cached, 'ethusdt:1day': [candle(3, '2900')] },
    });
    expect(selectCandles(actor.getSnapshot())).toEqual(cached);
    expect(pending[0]?.request.size).toBe(2000);
    reply(0, '100');
    await flush();
    expect(selectCandles(actor.getSnapshot())?.at(-1)?.close).toBe('100');
    actor.send({ type: 'timeframe.select', timeframe: '5min' });
    expect(selectCandles(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'pair.select', pair: ETH });
    expect(selectCandles(actor.getSnapshot())?.[0]?.close).toBe('2900');
  });

  it('writes the candles to the cache on a full series and when a candle closes, not on every tick', async () => {
    const { cachedWrites, reply } = startDetail();
    reply(0, '100', 100);
    await flush();
    expect(cachedWrites).toEqual([{ view: 'btcusdt:1min', count: 5 }]);
    await vi.advanceTimersByTimeAsync(5_000);
    reply(1, '101', 100); // the forming candle moved
    await flush();
    expect(cachedWrites).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    reply(2, '102', 101); // a candle closed, a new one forms
    await flush();
    expect(cachedWrites).toEqual([
      { view: 'btcusdt:1min', count: 5 },
      { view: 'btcusdt:1min', count: 6 },
    ]);
  });

  it('starts on the timeframe saved for the pair', () => {
    const { pending } = startDetail({ saved: { btcusdt: '5min' } });
    expect(pending[0]?.request.timeframe).toBe('5min');
  });

  it('backs off in reconnecting after errors and recovers on the next success', async () => {
    const { actor, pending, reply } = startDetail();
    reply(0, '100');
    await flush();
    await vi.advanceTimersByTimeAsync(5_000);
    pending[1]?.reject(new Error('timeout'));
    await flush();
    expect(selectDetailStatus(actor.getSnapshot())).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(5_000);
    pending[2]?.reject(new Error('timeout'));
    await flush();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pending).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(4);
    reply(3, '101', 101);
    await flush();
    expect(selectDetailStatus(actor.getSnapshot())).toBe('live');
  });

  it('reports error, not reconnecting, when the first request fails', async () => {
    const { actor, pending } = startDetail();
    pending[0]?.reject(new Error('500'));
    await flush();
    expect(selectDetailStatus(actor.getSnapshot())).toBe('error');
  });

  it('turns stale past three missed intervals and fresh on the next answer', async () => {
    const { actor, pending, reply } = startDetail();
    reply(0, '100');
    await flush();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(selectDetailStale(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectDetailStale(actor.getSnapshot())).toBe(true);
    reply(pending.length - 1, '101', 101);
    await flush();
    expect(selectDetailStale(actor.getSnapshot())).toBe(false);
  });
});

describe('pair detail and the page visibility', () => {
  it('pauses when the page is hidden and asks for the full series when it is back', async () => {
    const { actor, pending, reply, visibility } = startDetail();
    reply(0, '100');
    await flush();
    visibility.set(true);
    expect(selectDetailStatus(actor.getSnapshot())).toBe('paused');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(pending).toHaveLength(1);
    visibility.set(false);
    expect(pending[1]?.request.size).toBe(2000);
  });
});

describe('pair detail and the pair in the URL', () => {
  it('ignores a select of the pair it already shows', () => {
    const { actor, pending } = startDetail();
    actor.send({ type: 'pair.select', pair: { base: 'BTC', quote: 'USDT' } });
    expect(pending).toHaveLength(1);
    expect(selectDetailStatus(actor.getSnapshot())).toBe('loading');
  });
});
