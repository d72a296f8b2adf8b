import { describe, expect, it } from 'vitest';
import { AssetRecordType } from '../../../../src/adapters/demo/engine';
import type { ExchangeEngine } from '../../../../src/adapters/demo/engine';
import { BTC_UP, funded } from './support/contract-fixtures';
import { expectRefusal, signUp, signUpFunded, startEngine } from '../../../support/fixtures/engine';

function balance(engine: ExchangeEngine, token: string, account: 'contract' | 'demo', currency = 'USDT') {
  return engine.assets(token, account).list.find((row) => row.currencyName === currency);
}

describe('seconds contract: opening', () => {
  it('charges the fee, freezes the stake and takes the entry price from the feed', () => {
    const { engine, clock, token } = funded();
    const order = engine.createOrder(token, 'contract', BTC_UP);
    expect(order).toMatchObject({
      entryStatus: 0,
      fee: '0.1',
      incomeRate: '0.85',
      openedAt: clock.now(),
      settlesAt: clock.now() + 60_000,
      settlementPrice: null,
      payout: null,
      entryPrice: engine.market.price({ base: 'BTC', quote: 'USDT' }, clock.now()),
      priceSource: 'Simulated feed (seed test-seed)',
    });
    expect(balance(engine, token, 'contract')).toEqual({
      currencyName: 'USDT',
      availableCurrency: '899.9',
      frozenCurrency: '100',
    });
    const records = engine.assetRecords(token, 'contract', { pageNo: 1, pageSize: 10 }).list;
    expect(records.map((record) => [record.tradeType, record.amount])).toEqual([
      [AssetRecordType.fee, '-0.1'],
      [AssetRecordType.open, '-100'],
      [AssetRecordType.transferIn, '1000'],
    ]);
  });

  it('needs the open amount plus the fee available', () => {
    const exact = funded('100.1');
    expect(() => exact.engine.createOrder(exact.token, 'contract', BTC_UP)).not.toThrow();
    const short = funded('100.09999999');
    expectRefusal(
      () => short.engine.createOrder(short.token, 'contract', BTC_UP),
      'Insufficient available balance',
    );
    expect(balance(short.engine, short.token, 'contract')?.availableCurrency).toBe('100.09999999');
  });

  it('refuses a missing or too small open amount with "Enter the opening amount"', () => {
    const { engine, token } = funded();
    for (const openAmount of ['', '0', '0.000009', 'abc', '1e2', '-5', '10.123456789']) {
      expectRefusal(
        () => engine.createOrder(token, 'contract', { ...BTC_UP, openAmount }),
        'Enter the opening amount',
      );
    }
  });

  it('refuses an amount under the duration minimum', () => {
    const { engine, token } = funded();
    expectRefusal(
      () => engine.createOrder(token, 'contract', { ...BTC_UP, openAmount: '99.99', positionTime: 300 }),
      'The number of inputs is less than the minimum limit',
    );
    expect(() =>
      engine.createOrder(token, 'contract', { ...BTC_UP, openAmount: '100', positionTime: 300 }),
    ).not.toThrow();
  });

  it('refuses an unknown duration, direction, pay coin or pair', () => {
    const { engine, token } = funded();
    expectRefusal(
      () => engine.createOrder(token, 'contract', { ...BTC_UP, positionTime: 45 }),
      'The position time is not supported',
    );
    expectRefusal(
      () => engine.createOrder(token, 'contract', { ...BTC_UP, tradeType: 3 as 1 }),
      'The trade direction is not supported',
    );
    expectRefusal(
      () => engine.createOrder(token, 'contract', { ...BTC_UP, baseCoin: 'ETH', quoteCoin: 'BTC' }),
      'The pay coin is not supported',
    );
    expectRefusal(
      () => engine.createOrder(token, 'contract', { ...BTC_UP, baseCoin: 'PEPE' }),
      'Trading pair not supported',
    );
  });

  it('opens USDC-paid orders on the USDC-quoted pair', () => {
    const { engine, clock } = startEngine();
    const { token } = signUpFunded(engine, 'usdc@example.com', '500', 'USDC');
    const order = engine.createOrder(token, 'contract', { ...BTC_UP, quoteCoin: 'usdc' });
    expect(order.quoteCoin).toBe('USDC');
    expect(order.entryPrice).toBe(engine.market.price({ base: 'BTC', quote: 'USDC' }, clock.now()));
    expect(balance(engine, token, 'contract', 'USDC')?.frozenCurrency).toBe('100');
  });

  it('trades the demo account with virtual funds only', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'demo@example.com');
    engine.createOrder(token, 'demo', { ...BTC_UP, openAmount: '1' });
    expect(balance(engine, token, 'demo')).toEqual({
      currencyName: 'USDT',
      availableCurrency: '9998.999',
      frozenCurrency: '1',
    });
    expect(engine.orders(token, 'contract', { pageNo: 1, pageSize: 10 }).sum).toBe(0);
    expect(engine.orders(token, 'demo', { pageNo: 1, pageSize: 10 }).sum).toBe(1);
    expectRefusal(
      () => engine.createOrder(token, 'contract', { ...BTC_UP, openAmount: '10' }),
      'Insufficient available balance',
    );
  });
});
