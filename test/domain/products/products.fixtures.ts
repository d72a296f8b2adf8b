import {
  DAY_MS,
  Payout,
  ProductKind,
  type Holding,
  type YieldProduct,
} from '../../../src/domain/products/products';

export const T0 = 1_700_000_000_000;

export function product(overrides: Partial<YieldProduct> = {}): YieldProduct {
  return {
    id: 'fin-30',
    kind: ProductKind.finance,
    name: '30-day USDT',
    coin: 'USDT',
    dailyRate: '0.0005',
    payout: Payout.daily,
    termDays: 30,
    minAmount: '100',
    maxPerUser: '10000',
    capacity: '100000',
    sold: '0',
    opensAt: T0,
    closesAt: null,
    early: { allowed: true, feeRate: '0.01', forfeitsInterest: true },
    ...overrides,
  };
}

export function holding(overrides: Partial<Holding> = {}): Holding {
  return {
    id: 'h1',
    productId: 'fin-30',
    kind: ProductKind.finance,
    name: '30-day USDT',
    coin: 'USDT',
    amount: '1000',
    dailyRate: '0.0005',
    payout: Payout.daily,
    termDays: 30,
    interestPaid: '0',
    status: 'Hosting',
    startedAt: T0,
    maturesAt: T0 + 30 * DAY_MS,
    endedAt: null,
    ...overrides,
  };
}
