import type { Page } from '../paging';
import type { SpotOrder, SpotOrderQuery, SpotOrderRequest, SpotTrade } from './spot';
import type { RequestOnce } from '../shared/request-once';

/** Spot trading on the exchange. Every call needs a session; refusals are GatewayErrors. */
export interface SpotGateway {
  placeOrder(request: SpotOrderRequest, once?: RequestOnce): Promise<SpotOrder>;
  cancelOrder(orderId: string): Promise<SpotOrder>;
  /** Cancels every working order, of one pair when given; answers how many. */
  cancelAll(pair?: { baseCoin: string; quoteCoin: string }): Promise<number>;
  openOrders(query: SpotOrderQuery): Promise<Page<SpotOrder>>;
  orderHistory(query: SpotOrderQuery): Promise<Page<SpotOrder>>;
  trades(query: SpotOrderQuery): Promise<Page<SpotTrade>>;
}
