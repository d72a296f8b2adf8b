import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../src/adapters/http/api-paths';
import { readOrder, readOrderPage } from '../../../src/adapters/http/contract-shapes';
import { EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { startReferenceHarness, type ReferenceHarness } from '../../support/fixtures/reference-harness';
import { failureOf } from './client-harness';

/**
 * Each reader takes the SPEC-minimal shape (exactly the fields SPEC sections 3 and 7 list)
 * and the full shape (every optional field too); only a body without a listed field is
 * malformed.
 */
const MINIMAL_ORDER = {
  openAmount: '20',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  positionTime: 30,
  tradeType: 1,
  entryStatus: 0,
};

describe('an order row', () => {
  it('reads the SPEC-minimal row, every other field null and an id derived from the row', () => {
    expect(readOrder(MINIMAL_ORDER)).toEqual({
      ...MINIMAL_ORDER,
      tradeType: TradeType.up,
      entryStatus: EntryStatus.holding,
      id: 'row:BTC:USDT:1:30:20:',
      incomeRate: null,
      fee: '0',
      entryPrice: null,
      settlementPrice: null,
      openedAt: null,
      settlesAt: null,
      payout: null,
      priceSource: '',
    });
  });

  it('reads every optional field a fuller server sends, and ignores unknown ones', () => {
    const full = {
      ...MINIMAL_ORDER,
      id: 7,
      incomeRate: '0.8',
      fee: '0.02',
      entryPrice: '65000.12',
      settlementPrice: '65010',
      openedAt: 1_700_000_000_000,
      settlesAt: 1_700_000_030_000,
      payout: '36',
      priceSource: 'feed',
      somethingNew: { nested: true },
    };
    expect(readOrder(full)).toEqual({
      ...MINIMAL_ORDER,
      id: '7',
      incomeRate: '0.8',
      fee: '0.02',
      entryPrice: '65000.12',
      settlementPrice: '65010',
      openedAt: 1_700_000_000_000,
      settlesAt: 1_700_000_030_000,
      payout: '36',
      priceSource: 'feed',
    });
  });

  it('derives settlesAt from openedAt + positionTime when only the open time is sent', () => {
    expect(readOrder({ ...MINIMAL_ORDER, openedAt: 1_000_000 }).settlesAt).toBe(1_030_000);
  });

  it('keeps the derived id when the row settles, so the watch finds the same order', () => {
    const holding = readOrder(MINIMAL_ORDER);
    const settled = readOrder({ ...MINIMAL_ORDER, entryStatus: 2 });
    expect(settled.id).toBe(holding.id);
  });

  it('tells identical rows of one page apart', () => {
    const page = readOrderPage({ list: [MINIMAL_ORDER, MINIMAL_ORDER], sum: 2 });
    expect(page.list.map((order) => order.id)).toEqual(['row:BTC:USDT:1:30:20:', 'row:BTC:USDT:1:30:20:#1']);
  });

  it.each(['openAmount', 'baseCoin', 'quoteCoin', 'positionTime', 'tradeType', 'entryStatus'])(
    'refuses a row without %s, which the SPEC lists',
    (field) => {
      const row = Object.fromEntries(Object.entries(MINIMAL_ORDER).filter(([key]) => key !== field));
      expect(() => readOrder(row)).toThrow(expect.objectContaining({ kind: 'malformed' }));
    },
  );
});

describe('market answers over the reference server', () => {
  let h: ReferenceHarness;
  const paths = API_PATHS.market;
  const BTC = { base: 'BTC', quote: 'USDT' };
  const answer = (path: string, body: unknown) =>
    h.server.faults.set(path, { answer: { kind: 'malformed', body } });

  beforeAll(async () => {
    h = await startReferenceHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.server.faults.clear());

  const CANDLE = { id: 1_700_000_000, open: '1', close: '2', high: '3', low: '0.5', vol: '120' };

  it('reads a SPEC-minimal candle (no amount), drawing the volume from vol', async () => {
    answer(paths.kline.path, { status: 'ok', data: [CANDLE] });
    expect(await h.gateways.market.candles(BTC, '1min', 1)).toEqual([
      {
        timestamp: 1_700_000_000_000,
        open: '1',
        close: '2',
        high: '3',
        low: '0.5',
        volume: '120',
        turnover: '120',
      },
    ]);
  });

  it('reads a full candle: amount is the volume, vol the turnover', async () => {
    answer(paths.kline.path, { status: 'ok', ts: 1, ch: 'x', data: [{ ...CANDLE, amount: '60', count: 9 }] });
    const [candle] = await h.gateways.market.candles(BTC, '1min', 1);
    expect([candle?.volume, candle?.turnover]).toEqual(['60', '120']);
  });

  it('refuses a candle without close, which the SPEC lists', async () => {
    const { close: _close, ...withoutClose } = CANDLE;
    answer(paths.kline.path, { status: 'ok', data: [withoutClose] });
    expect(await failureOf(h.gateways.market.candles(BTC, '1min', 1))).toEqual({ kind: 'malformed' });
  });

  it('stamps a SPEC-minimal book (no ts) on arrival', async () => {
    const before = Date.now();
    answer(paths.depth.path, { status: 'ok', tick: { bids: [['10', '1']], asks: [['11', '2']] } });
    const depth = await h.gateways.market.depth(BTC);
    expect(depth.bids).toEqual([{ price: '10', amount: '1' }]);
    expect(depth.timestamp).toBeGreaterThanOrEqual(before);
    expect(depth.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it("reads a full book's own ts", async () => {
    answer(paths.depth.path, { status: 'ok', ts: 5, tick: { ts: 42, version: 1, bids: [], asks: [] } });
    expect((await h.gateways.market.depth(BTC)).timestamp).toBe(42);
  });

  it('reads SPEC-minimal tickers (tick, baseCoin, logo) and a ticker without a logo', async () => {
    const tick = { open: '1', close: '2', high: '3', low: '0.5', vol: '9' };
    answer(paths.tickersByQuote.path, { status: 'ok', data: [{ baseCoin: 'btc', logo: 'btc.png', tick }] });
    expect(await h.gateways.market.tickers('USDT')).toEqual([
      { base: 'BTC', quote: 'USDT', logo: 'btc.png', ...tick },
    ]);
    answer(paths.ticker.path, { status: 'ok', tick });
    expect((await h.gateways.market.ticker(BTC)).logo).toBe('');
  });
});
