import { describe, expect, it } from 'vitest';
import { BTC_UP, funded } from './support/contract-fixtures';
import { startEngine } from '../../../support/fixtures/engine';

describe('seconds contract: configuration', () => {
  it('offers durations with income rates and minimums, lower minimums on demo', () => {
    const { engine } = startEngine();
    expect(engine.durationConfig('contract')).toEqual([
      { second: 30, incomeRate: '0.8', openAmountMin: '10' },
      { second: 60, incomeRate: '0.85', openAmountMin: '10' },
      { second: 180, incomeRate: '0.9', openAmountMin: '50' },
      { second: 300, incomeRate: '0.95', openAmountMin: '100' },
    ]);
    expect(engine.durationConfig('demo').map((entry) => entry.openAmountMin)).toEqual(['1', '1', '5', '10']);
    expect(engine.feeRate()).toBe('0.001');
    expect(engine.param('contract_fee_rate')).toBe('0.001');
  });

  it('hands out copies, so a caller cannot change the configuration', () => {
    const { engine } = startEngine();
    const config = engine.durationConfig('contract');
    if (config[0]) config[0].openAmountMin = '0';
    expect(engine.durationConfig('contract')[0]?.openAmountMin).toBe('10');
  });
});

describe('seconds contract: order lists', () => {
  it('pages orders newest first and filters by status and coins, sum being the total', () => {
    const { engine, clock, token } = funded('5000');
    for (let i = 0; i < 12; i += 1) {
      const baseCoin = i % 2 === 0 ? 'BTC' : 'ETH';
      engine.createOrder(token, 'contract', {
        ...BTC_UP,
        baseCoin,
        openAmount: String(50 + i),
        positionTime: i < 6 ? 30 : 180,
      });
      clock.advance(5_000);
    }
    clock.advance(31_000);
    const first = engine.orders(token, 'contract', { pageNo: 1, pageSize: 10 });
    expect(first.sum).toBe(12);
    expect(first.list[0]?.openAmount).toBe('61');
    expect(
      engine.orders(token, 'contract', { pageNo: 2, pageSize: 10 }).list.map((order) => order.openAmount),
    ).toEqual(['51', '50']);
    expect(engine.orders(token, 'contract', { pageNo: 1, pageSize: 10, entryStatus: 0 }).sum).toBe(6);
    const settled = engine.orders(token, 'contract', { pageNo: 1, pageSize: 10, entryStatus: 1 }).sum;
    expect(settled + engine.orders(token, 'contract', { pageNo: 1, pageSize: 10, entryStatus: 2 }).sum).toBe(
      6,
    );
    expect(engine.orders(token, 'contract', { pageNo: 1, pageSize: 10, baseCoin: 'eth' }).sum).toBe(6);
    expect(engine.orders(token, 'contract', { pageNo: 1, pageSize: 10, quoteCoin: 'USDC' }).sum).toBe(0);
  });
});
