import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SETTINGS, type ExchangeEngine } from '../../../../src/adapters/demo/engine';
import { QUOTE_EXPIRED_CODE } from '../../../../src/domain/convert/convert';
import { add, cmp, div, mul, sub } from '../../../../src/domain/precision';
import { expectRefusal, signUp, startEngine } from '../../../support/fixtures/engine';

function spot(engine: ExchangeEngine, token: string, coin: string): string {
  return engine.assets(token, 'spot').list.find((row) => row.currencyName === coin)?.availableCurrency ?? '0';
}

describe('engine flash exchange', () => {
  it('lists the coins it converts with their minimums, USDT first', () => {
    const { engine } = startEngine();
    const config = engine.convertConfig();
    expect(config.coins[0]).toEqual({ coin: 'USDT', minAmount: '10' });
    expect(config.coins.map((entry) => entry.coin)).toContain('BTC');
    expect(config.feeRate).toBe(DEFAULT_ENGINE_SETTINGS.convertFeeRate);
  });

  it('quotes from its own market price less the spread, and the fee out of the gross', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'q@example.com');
    const quote = engine.convertQuote(token, { fromCoin: 'USDT', toCoin: 'BTC', amount: '1000' });
    const price = engine.market.price({ base: 'BTC', quote: 'USDT' }, clock.now());
    const mid = div('1', price, 30);
    expect(cmp(quote.rate, mid)).toBeLessThan(0);
    expect(cmp(quote.rate, mul(mid, '0.997'))).toBeGreaterThan(0);
    expect(cmp(add(quote.toAmount, quote.fee), mul('1000', quote.rate))).toBeLessThanOrEqual(0);
    expect(quote.expiresAt).toBe(clock.now() + DEFAULT_ENGINE_SETTINGS.convertQuoteTtlMs);
  });

  it('executes an unexpired quote at exactly its figures, once', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'x@example.com');
    const quote = engine.convertQuote(token, { fromCoin: 'USDT', toCoin: 'ETH', amount: '500' });
    const record = engine.executeConvert(token, quote.id);
    expect(record).toMatchObject({ quoteId: quote.id, fromAmount: '500', toAmount: quote.toAmount });
    expect(spot(engine, token, 'USDT')).toBe('9500');
    expect(spot(engine, token, 'ETH')).toBe(quote.toAmount);
    // The same quote again answers the same exchange and moves nothing.
    expect(engine.executeConvert(token, quote.id)).toEqual(record);
    expect(spot(engine, token, 'USDT')).toBe('9500');
    expect(engine.convertRecords(token, { pageNo: 1, pageSize: 10 })).toEqual({ list: [record], sum: 1 });
  });

  it('refuses an expired quote with its own code, and a quote of another user', () => {
    const { engine, clock } = startEngine();
    const ann = signUp(engine, 'ann@example.com');
    const ben = signUp(engine, 'ben@example.com');
    const quote = engine.convertQuote(ann.token, { fromCoin: 'USDT', toCoin: 'BTC', amount: '100' });
    expectRefusal(() => engine.executeConvert(ben.token, quote.id), 'The quote does not exist');
    clock.advance(DEFAULT_ENGINE_SETTINGS.convertQuoteTtlMs);
    expectRefusal(
      () => engine.executeConvert(ann.token, quote.id),
      'The quote has expired',
      QUOTE_EXPIRED_CODE,
    );
    expect(spot(engine, ann.token, 'USDT')).toBe('10000');
  });

  it('refuses below the minimum, the same coin, an unknown coin and more than the balance', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'r@example.com');
    const ask = (fromCoin: string, toCoin: string, amount: string) => () =>
      engine.convertQuote(token, { fromCoin, toCoin, amount });
    expectRefusal(ask('USDT', 'BTC', '9.99'), 'The amount is below the minimum');
    expectRefusal(ask('USDT', 'USDT', '100'), 'Choose two different coins');
    expectRefusal(ask('USDT', 'XYZ', '100'), 'The coin is not supported');
    expectRefusal(ask('USDT', 'BTC', '10000.00000001'), 'Insufficient available balance');
    expectRefusal(ask('USDT', 'BTC', '1e3'), 'Enter the exchange amount');
  });

  it('refuses at execution when the balance went elsewhere after the quote', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'm@example.com');
    const quote = engine.convertQuote(token, { fromCoin: 'USDT', toCoin: 'BTC', amount: '9000' });
    engine.transfer(token, { amount: '5000', currency: 'USDT', type: 1 });
    expectRefusal(() => engine.executeConvert(token, quote.id), 'Insufficient available balance');
    expect(spot(engine, token, 'BTC')).toBe('0');
  });

  it('gives the house the from-coin, the spread and the fee', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'h@example.com');
    const quote = engine.convertQuote(token, { fromCoin: 'USDC', toCoin: 'USDT', amount: '200' });
    engine.executeConvert(token, quote.id);
    const { convertHouse } = engine.state();
    expect(convertHouse.flow.USDC).toBe('200');
    expect(convertHouse.fees.USDT).toBe(quote.fee);
    expect(add(convertHouse.flow.USDT ?? '0', convertHouse.fees.USDT ?? '0')).toBe(sub('0', quote.toAmount));
  });
});
