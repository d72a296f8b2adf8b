import { describe, expect, it } from 'vitest';
import { AssetRecordType } from '../../../../src/adapters/demo/engine';
import type { ExchangeEngine } from '../../../../src/adapters/demo/engine';
import { expectRefusal, signUp, startEngine } from '../../../support/fixtures/engine';

function available(
  engine: ExchangeEngine,
  token: string,
  account: 'spot' | 'contract' | 'demo',
  currency: string,
): string {
  return (
    engine.assets(token, account).list.find((row) => row.currencyName === currency)?.availableCurrency ??
    'missing'
  );
}

describe('engine balances: spot and transfers', () => {
  it('gives a new user a starting spot balance and an empty contract account', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'a@example.com');
    expect(engine.assets(token, 'spot')).toEqual({
      list: [
        { currencyName: 'USDT', availableCurrency: '10000', frozenCurrency: '0' },
        { currencyName: 'USDC', availableCurrency: '1000', frozenCurrency: '0' },
      ],
      rate: '',
    });
    expect(available(engine, token, 'contract', 'USDT')).toBe('0');
  });

  it('moves funds spot -> contract with type 1 and back with type 2', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'b@example.com');
    engine.transfer(token, { amount: '2500.5', currency: 'USDT', type: 1 });
    expect(available(engine, token, 'spot', 'USDT')).toBe('7499.5');
    expect(available(engine, token, 'contract', 'USDT')).toBe('2500.5');
    engine.transfer(token, { amount: '0.00001', currency: 'USDT', type: 2 });
    expect(available(engine, token, 'contract', 'USDT')).toBe('2500.49999');
    expect(available(engine, token, 'spot', 'USDT')).toBe('7499.50001');
  });

  it('refuses transfers beyond the available balance, below the minimum, or otherwise malformed', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'c@example.com');
    expectRefusal(
      () => engine.transfer(token, { amount: '10000.00000001', currency: 'USDT', type: 1 }),
      'Insufficient available balance',
    );
    expectRefusal(
      () => engine.transfer(token, { amount: '1', currency: 'USDT', type: 2 }),
      'Insufficient available balance',
    );
    expectRefusal(
      () => engine.transfer(token, { amount: '0.000009', currency: 'USDT', type: 1 }),
      'Enter the transfer amount',
    );
    expectRefusal(
      () => engine.transfer(token, { amount: '', currency: 'USDT', type: 1 }),
      'Enter the transfer amount',
    );
    expectRefusal(
      () => engine.transfer(token, { amount: '1e3', currency: 'USDT', type: 1 }),
      'Enter the transfer amount',
    );
    expectRefusal(
      () => engine.transfer(token, { amount: '1.123456789', currency: 'USDT', type: 1 }),
      'Enter the transfer amount',
    );
    expectRefusal(
      () => engine.transfer(token, { amount: '1', currency: 'BTC', type: 1 }),
      'The currency is not supported',
    );
    expectRefusal(
      () => engine.transfer(token, { amount: '1', currency: 'USDT', type: 3 }),
      'The transfer type is not supported',
    );
    expect(available(engine, token, 'spot', 'USDT')).toBe('10000');
  });
});

describe('engine balances: demo account', () => {
  it('offers demo amounts, the first being what a demo account starts with', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'd@example.com');
    const [first] = engine.demoAssetsConfig();
    expect(first).toBe('10000');
    expect(available(engine, token, 'demo', 'USDT')).toBe(first);
    expect(available(engine, token, 'demo', 'USDC')).toBe(first);
  });

  it('adds demo funds with "Add Success" and refuses amounts it does not offer', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'e@example.com');
    expect(engine.demoAddAmount(token, '50000')).toBe('Add Success');
    expect(available(engine, token, 'demo', 'USDT')).toBe('60000');
    expect(engine.demoAddAmount(token, '100', 'USDC')).toBe('Add Success');
    expect(available(engine, token, 'demo', 'USDC')).toBe('10100');
    expectRefusal(() => engine.demoAddAmount(token, '100000.01'), 'The amount is not supported');
    expectRefusal(() => engine.demoAddAmount(token, '0'), 'The amount is not supported');
    expectRefusal(() => engine.demoAddAmount(token, 'abc'), 'The amount is not supported');
    expectRefusal(() => engine.demoAddAmount(token, '5', 'BTC'), 'The currency is not supported');
  });

  it('never mixes demo money with the real accounts', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'f@example.com');
    engine.demoAddAmount(token, '10000');
    expect(available(engine, token, 'spot', 'USDT')).toBe('10000');
    expect(available(engine, token, 'contract', 'USDT')).toBe('0');
  });
});

describe('engine balances: asset records', () => {
  it('pages records newest first with sum as the total count, filtered by currency and type', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'g@example.com');
    for (let i = 1; i <= 12; i += 1) {
      clock.advance(1_000);
      engine.transfer(token, { amount: String(i), currency: i % 3 === 0 ? 'USDC' : 'USDT', type: 1 });
    }
    const first = engine.assetRecords(token, 'contract', { pageNo: 1, pageSize: 10 });
    expect(first.sum).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({
      amount: '12',
      currency: 'USDC',
      tradeType: AssetRecordType.transferIn,
    });
    const second = engine.assetRecords(token, 'contract', { pageNo: 2, pageSize: 10 });
    expect(second.list.map((record) => record.amount)).toEqual(['2', '1']);
    expect(engine.assetRecords(token, 'contract', { pageNo: 1, pageSize: 10, currency: 'USDC' }).sum).toBe(4);
    const spot = engine.assetRecords(token, 'spot', {
      pageNo: 1,
      pageSize: 50,
      tradeType: AssetRecordType.transferOut,
    });
    expect(spot.sum).toBe(12);
    expect(spot.list.every((record) => record.amount.startsWith('-'))).toBe(true);
    expect(
      engine.assetRecords(token, 'spot', { pageNo: 1, pageSize: 10, tradeType: AssetRecordType.addFunds })
        .sum,
    ).toBe(2);
    expect(engine.assetRecords(token, 'contract', { pageNo: 3, pageSize: 10 })).toEqual({
      list: [],
      sum: 12,
    });
  });

  it('shows each user only their own records', () => {
    const { engine } = startEngine();
    const one = signUp(engine, 'h@example.com');
    const two = signUp(engine, 'i@example.com');
    engine.transfer(one.token, { amount: '5', currency: 'USDT', type: 1 });
    expect(engine.assetRecords(two.token, 'contract', { pageNo: 1, pageSize: 10 }).sum).toBe(0);
    expect(engine.assetRecords(one.token, 'contract', { pageNo: 1, pageSize: 10 }).sum).toBe(1);
  });
});
