import type { SpotGateway } from '../../../domain/spot/spot.port';
import type { DemoExchange } from '../demo-exchange';

/** Spot trading on the in-browser exchange: the same engine calls the reference server makes. */
export function createDemoSpotGateway({ exchange }: { exchange: DemoExchange }): SpotGateway {
  return {
    placeOrder: (request) => exchange.call((engine, token) => engine.placeSpotOrder(token, request)),
    cancelOrder: (orderId) => exchange.call((engine, token) => engine.cancelSpotOrder(token, orderId)),
    cancelAll: (pair) => exchange.call((engine, token) => engine.cancelAllSpot(token, pair)),
    openOrders: (query) => exchange.call((engine, token) => engine.spotOpenOrders(token, query)),
    orderHistory: (query) => exchange.call((engine, token) => engine.spotOrderHistory(token, query)),
    trades: (query) => exchange.call((engine, token) => engine.spotTrades(token, query)),
  };
}
