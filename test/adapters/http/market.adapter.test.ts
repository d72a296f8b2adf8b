import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpMarketGateway } from '../../../src/adapters/http/market.adapter';
import { API_PATHS } from '../../../src/adapters/http/api-paths';
import { createHarness, failureOf } from './client-harness';
import { startReferenceHarness, type ReferenceHarness } from '../../support/fixtures/reference-harness';
import { refusedUrl } from './test-server';
import { coinLogo } from '../../support/server/coin-logos';
import { pairReads } from '../../../src/adapters/demo/engine';
import type { Ticker } from '../../../src/domain/market/market';

const BTC = { base: 'BTC', quote: 'USDT' };
const paths = API_PATHS.market;
let h: ReferenceHarness;

beforeAll(async () => {
  h = await startReferenceHarness();
});
afterAll(() => h.close());
beforeEach(() => h.server.faults.clear());

describe('market data from the reference server', () => {
  it('reads the tickers of a quote coin as the engine computes them', async () => {
    const tickers = await h.gateways.market.tickers('USDT');
    // The reference server adds each coin's logo (coin-logos.ts) to the engine's figures.
    const withLogos = (ticker: Ticker) => ({ ...ticker, logo: coinLogo(ticker.base) });
    expect(tickers).toEqual(h.engine.market.tickersByQuote('USDT', h.clock.now()).map(withLogos));
    expect(tickers.length).toBeGreaterThan(3);
  });

  it("reads one pair's 24 h ticker", async () => {
    const ticker = h.engine.market.ticker(BTC, h.clock.now());
    expect(await h.gateways.market.ticker(BTC)).toEqual({ ...ticker, logo: coinLogo('BTC') });
  });

  it('reads candles oldest first, id * 1000 as timestamp, amount as volume and vol as turnover', async () => {
    const candles = await h.gateways.market.candles(BTC, '5min', 50);
    expect(candles).toEqual(pairReads(h.engine.market).candles(BTC, '5min', 50, h.clock.now()));
    expect(candles).toHaveLength(50);
    expect(candles.map((candle) => candle.timestamp).slice(0, 2)).toEqual([
      candles[0]?.timestamp,
      (candles[0]?.timestamp ?? 0) + 300_000,
    ]);
  });

  it('reads 20 bid and ask levels of the book', async () => {
    const depth = await h.gateways.market.depth(BTC);
    expect(depth).toEqual(pairReads(h.engine.market).depth(BTC, h.clock.now()));
    expect(depth.bids).toHaveLength(20);
  });

  it('reads the recent deals newest first', async () => {
    expect(await h.gateways.market.deals(BTC)).toEqual(pairReads(h.engine.market).deals(BTC, h.clock.now()));
  });

  it('rejects a pair the market does not quote with the server message', async () => {
    expect(await failureOf(h.gateways.market.ticker({ base: 'NOPE', quote: 'USDT' }))).toEqual({
      kind: 'business',
      code: 0,
      message: 'Trading pair not supported',
    });
  });
});

describe('market answers in other shapes', () => {
  it('turns JSON numbers into decimal strings and sorts candles oldest first', async () => {
    const data = [
      { id: 120, open: 2, close: 0.1, high: 3, low: 1e-7, amount: 5, vol: 10.5 },
      { id: 60, open: 1, close: 2, high: 2, low: 1, amount: 1, vol: 1 },
    ];
    h.server.faults.set(paths.kline.path, { answer: { kind: 'malformed', body: { status: 'ok', data } } });
    const candles = await h.gateways.market.candles(BTC, '1min', 2);
    expect(candles.map((candle) => candle.timestamp)).toEqual([60_000, 120_000]);
    expect(candles[1]).toEqual({
      timestamp: 120_000,
      open: '2',
      close: '0.1',
      high: '3',
      low: '0.0000001',
      volume: '5',
      turnover: '10.5',
    });
  });

  it('flattens Huobi trade groups and reads trades wrapped in the usual envelope', async () => {
    const trade = (ts: number) => ({ id: ts, ts, price: '1', amount: '2', direction: 'sell' });
    const data = [{ id: 1, ts: 2, data: [trade(2), trade(1)] }, trade(3)];
    h.server.faults.set(paths.deals.path, { answer: { kind: 'malformed', body: { code: 1, data } } });
    const deals = await h.gateways.market.deals(BTC);
    expect(deals.map((deal) => deal.timestamp)).toEqual([3, 2, 1]);
    expect(deals[0]).toEqual({ id: '3', price: '1', amount: '2', side: 'sell', timestamp: 3 });
  });

  it('reads deals without ids (SPEC section 7 lists none) and tells identical ones apart', async () => {
    const deal = { ts: 5, price: '1', amount: '2', direction: 'buy' };
    h.server.faults.set(paths.deals.path, {
      answer: { kind: 'malformed', body: { code: 1, data: [deal, deal] } },
    });
    const deals = await h.gateways.market.deals(BTC);
    expect(deals.map(({ price, amount, side, timestamp }) => ({ price, amount, side, timestamp }))).toEqual([
      { price: '1', amount: '2', side: 'buy', timestamp: 5 },
      { price: '1', amount: '2', side: 'buy', timestamp: 5 },
    ]);
    expect(new Set(deals.map((d) => d.id)).size).toBe(2);
  });

  it.each([
    ['a candle without a price', paths.kline.path, { status: 'ok', data: [{ id: 1 }] }, 'candles'],
    [
      'a depth level that is not a pair',
      paths.depth.path,
      { status: 'ok', tick: { bids: [[1]], asks: [] } },
      'depth',
    ],
    [
      'a deal with an unknown direction',
      paths.deals.path,
      { status: 'ok', data: [{ ts: 1, direction: 'up' }] },
      'deals',
    ],
    ['a ticker without tick', paths.ticker.path, { status: 'ok' }, 'ticker'],
    [
      'a ticker list that is not a list',
      paths.tickersByQuote.path,
      { status: 'ok', data: { tick: {} } },
      'tickers',
    ],
    ['a body that is not JSON', paths.ticker.path, undefined, 'ticker'],
  ] as const)('rejects %s as malformed', async (_name, path, body, call) => {
    h.server.faults.set(path, {
      answer: body === undefined ? { kind: 'malformed' } : { kind: 'malformed', body },
    });
    const market = h.gateways.market;
    const calls = {
      candles: () => market.candles(BTC, '1min', 2),
      depth: () => market.depth(BTC),
      deals: () => market.deals(BTC),
      ticker: () => market.ticker(BTC),
      tickers: () => market.tickers('USDT'),
    };
    expect(await failureOf(calls[call]())).toEqual({ kind: 'malformed' });
  });

  it('passes on a Huobi error status as a business failure with its message', async () => {
    const body = { status: 'error', 'err-code': 'bad', 'err-msg': 'invalid symbol' };
    h.server.faults.set(paths.depth.path, { answer: { kind: 'malformed', body } });
    expect(await failureOf(h.gateways.market.depth(BTC))).toMatchObject({
      kind: 'business',
      message: 'invalid symbol',
    });
  });

  it('calls the session-expiry listener on code -2', async () => {
    h.server.faults.set(paths.tickersByQuote.path, { answer: { kind: 'expired' } });
    expect(await failureOf(h.gateways.market.tickers('USDT'))).toEqual({
      kind: 'session-expired',
      message: 'Please login first',
    });
    expect(h.expiries).toContain('Please login first');
  });

  it('rejects HTTP 500 and a dropped connection', async () => {
    h.server.faults.set(paths.kline.path, { answer: { kind: 'status', status: 500 } });
    expect(await failureOf(h.gateways.market.candles(BTC, '1min', 5))).toMatchObject({
      kind: 'http-status',
      status: 500,
    });
    h.server.faults.set(paths.kline.path, { answer: { kind: 'drop' } });
    expect(await failureOf(h.gateways.market.candles(BTC, '1min', 5))).toEqual({ kind: 'network' });
  });

  it('rejects with network when nothing listens', async () => {
    const market = createHttpMarketGateway(createHarness(await refusedUrl()));
    expect(await failureOf(market.tickers('USDT'))).toEqual({ kind: 'network' });
  });
});
