import type { YieldProduct } from '../../../../../domain/products/products';
import { SUBSCRIPTION_SETTINGS, type ProjectOffer } from './subscription-settings';

/** A product as the exchange offers it; what it has sold is kept in the state. */
export type ProductOffer = Omit<YieldProduct, 'sold'>;

export interface ProductsSettings {
  /** The catalogue: finance (daily interest, a term), pool (the same, redeemed by hand), fund. */
  products: readonly ProductOffer[];
  /** The new-coin subscription projects (subscription-settings.ts). */
  projects: readonly ProjectOffer[];
}

const NO_EARLY_EXIT = { allowed: false, feeRate: '0', forfeitsInterest: false };

export const PRODUCTS_SETTINGS: ProductsSettings = {
  projects: SUBSCRIPTION_SETTINGS.projects,
  products: [
    {
      id: 'finance-usdt-7',
      kind: 'finance',
      name: 'USDT 7-day',
      coin: 'USDT',
      dailyRate: '0.0005',
      payout: 'daily',
      termDays: 7,
      minAmount: '10',
      maxPerUser: '50000',
      capacity: '1000000',
      opensAt: 0,
      closesAt: null,
      early: { allowed: true, feeRate: '0.005', forfeitsInterest: true },
    },
    {
      id: 'finance-usdt-30',
      kind: 'finance',
      name: 'USDT 30-day',
      coin: 'USDT',
      dailyRate: '0.0008',
      payout: 'daily',
      termDays: 30,
      minAmount: '100',
      maxPerUser: null,
      capacity: '500000',
      opensAt: 0,
      closesAt: null,
      early: NO_EARLY_EXIT,
    },
    {
      id: 'pool-usdt-15',
      kind: 'pool',
      name: 'Mining pool 15-day',
      coin: 'USDT',
      dailyRate: '0.001',
      payout: 'daily',
      termDays: 15,
      minAmount: '50',
      maxPerUser: '20000',
      capacity: '300000',
      opensAt: 0,
      closesAt: null,
      early: { allowed: true, feeRate: '0.01', forfeitsInterest: true },
    },
    {
      id: 'fund-usdt-growth',
      kind: 'fund',
      name: 'USDT growth fund',
      coin: 'USDT',
      dailyRate: '0.0003',
      payout: 'compounding',
      termDays: 0,
      minAmount: '10',
      maxPerUser: null,
      capacity: '2000000',
      opensAt: 0,
      closesAt: null,
      early: NO_EARLY_EXIT,
    },
  ],
};
