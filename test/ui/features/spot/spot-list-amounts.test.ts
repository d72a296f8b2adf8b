import { describe, expect, it } from 'vitest';
import { SpotOrderStatus, type SpotOrder, type SpotTrade } from '../../../../src/domain/spot/spot';
import { orderAmounts, tradeAmounts } from '../../../../src/ui/features/spot/orders/spot-list-amounts';

const order = (patch: Partial<SpotOrder>): SpotOrder => ({
  id: 'o1',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  side: 'buy',
  type: 'limit',
  price: '93000',
  amount: '0.5',
  filledAmount: '0',
  filledTotal: '0',
  averagePrice: null,
  fee: '0',
  status: SpotOrderStatus.open,
  createdAt: 1,
  updatedAt: 1,
  ...patch,
});

const trade = (patch: Partial<SpotTrade>): SpotTrade => ({
  id: 't1',
  orderId: 'o1',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  side: 'buy',
  price: '93000',
  amount: '0.001',
  total: '93',
  fee: '0.093',
  maker: false,
  createdAt: 1,
  ...patch,
});

describe('the spot lists per coin (no more 8 places)', () => {
  it('shows amount and filled in one precision of each base coin, without trailing zeros', () => {
    const rows = [
      order({ amount: '0.50000000', filledAmount: '0.25000000' }),
      order({ id: 'o2', amount: '0.125', filledAmount: '0' }),
      order({ id: 'o3', baseCoin: 'DOGE', amount: '1500.000000', filledAmount: '1500' }),
    ];
    const shown = orderAmounts(rows);
    expect(rows.map((o) => [shown.amount(o), shown.filled(o)])).toEqual([
      ['0.500', '0.250'],
      ['0.125', '0.000'],
      ['1,500', '1,500'],
    ]);
  });

  it('keeps a fee under a cent readable, in its coin, and the column in one precision', () => {
    const rows = [order({ fee: '0.0465' }), order({ id: 'o2', fee: '9.3' })];
    expect(rows.map(orderAmounts(rows).fee)).toEqual(['0.04 USDT', '9.30 USDT']);
    const small = [order({ fee: '0.0045' }), order({ id: 'o2', fee: '9.3' })];
    expect(small.map(orderAmounts(small).fee)).toEqual(['0.0045 USDT', '9.3000 USDT']);
  });

  it('shows a trade with its amount in the base coin, its total and fee in USDT with 2 places', () => {
    const rows = [trade({}), trade({ id: 't2', amount: '0.01', total: '930.5', fee: '0.9305' })];
    const shown = tradeAmounts(rows);
    expect(rows.map((r) => [shown.amount(r), shown.total(r), shown.fee(r)])).toEqual([
      ['0.001', '93.00', '0.09 USDT'],
      ['0.010', '930.50', '0.93 USDT'],
    ]);
  });
});
