import type { Page, PageQuery } from '../paging';
import type { Holding, ProductKind, YieldProduct } from './products';
import type { Subscription, SubscriptionProject } from './subscription';
import type { RequestOnce } from '../shared/request-once';

/** A purchase as sent: the product, the amount as the user confirmed it (a decimal string). */
export interface PurchaseRequest {
  productId: string;
  amount: string;
}

/**
 * Output port: the yield products (finance, pool, fund). Assumed paths (the SPEC shows no
 * call for products): see the paths table.
 */
export interface ProductsGateway {
  products(kind: ProductKind): Promise<YieldProduct[]>;
  purchase(request: PurchaseRequest, once?: RequestOnce): Promise<Holding>;
  holdings(kind: ProductKind, query: PageQuery): Promise<Page<Holding>>;
  redeem(holdingId: string, once?: RequestOnce): Promise<Holding>;
}

/**
 * Demo mode only: moves the user's product time forward by whole days, so interest can be
 * seen arriving (null in http mode, where the tests ask the reference server's control).
 * Answers the days moved so far.
 */
export interface ProductDaysControl {
  advanceDays(days: number): Promise<number>;
}

/** A commitment as sent: the project and the USDT amount as the user confirmed it. */
export interface SubscribeRequest {
  projectId: string;
  amount: string;
}

/**
 * Output port: new-coin subscription (projects are public; committing needs a session).
 * Assumed paths, beside the products' in the paths table.
 */
export interface SubscriptionGateway {
  projects(): Promise<SubscriptionProject[]>;
  project(id: string): Promise<SubscriptionProject>;
  subscribe(request: SubscribeRequest, once?: RequestOnce): Promise<Subscription>;
  subscriptions(query: PageQuery): Promise<Page<Subscription>>;
}
