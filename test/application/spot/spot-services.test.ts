import { describe, expect, it } from 'vitest';
import { findPlaced } from '../../../src/application/spot/spot-services';
import type { SpotOrder } from '../../../src/domain/spot/spot';
import type { SpotGateway } from '../../../src/domain/spot/spot.port';

const order = (id: string, createdAt: number, side: 'buy' | 'sell' = 'buy'): SpotOrder => ({
  id,
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  side,
  type: 'limit',
  price: '100',
  amount: '1',
  filledAmount: '0',
  filledTotal: '0',
  averagePrice: null,
  fee: '0',
  status: 0,
  createdAt,
  updatedAt: createdAt,
});

function gateway(open: SpotOrder[], closed: SpotOrder[]): SpotGateway {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    placeOrder: fail,
    cancelOrder: fail,
    cancelAll: fail,
    trades: fail,
    openOrders: async () => ({ list: open, sum: open.length }),
    orderHistory: async () => ({ list: closed, sum: closed.length }),
  };
}

const request = {
  baseCoin: 'btc',
  quoteCoin: 'usdt',
  side: 'buy',
  type: 'limit',
  price: '100',
  amount: '1',
} as const;

describe('finding an order whose answer was lost', () => {
  it('finds it among open or closed orders placed since it was sent (a few seconds of clock slack)', async () => {
    expect(
      await findPlaced(gateway([order('1', 50_000)], [order('2', 100_200)]), { request, sentAt: 100_000 }),
    ).toMatchObject({ id: '2' });
    expect(await findPlaced(gateway([order('3', 97_000)], []), { request, sentAt: 100_000 })).toMatchObject({
      id: '3',
    });
  });

  it('finds nothing when no order of that side, amount and price was placed since', async () => {
    const since = { request, sentAt: 100_000 };
    expect(await findPlaced(gateway([order('1', 50_000)], [order('2', 100_500, 'sell')]), since)).toBeNull();
    const otherAmount = { ...order('4', 100_500), amount: '2' };
    const otherPrice = { ...order('5', 100_500), price: '101' };
    expect(await findPlaced(gateway([otherAmount], [otherPrice]), since)).toBeNull();
  });
});
