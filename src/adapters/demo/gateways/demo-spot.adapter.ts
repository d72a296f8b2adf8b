import type { SpotGateway } from '../../../domain/spot/spot.port';
import type { DemoExchange } from '../demo-exchange';
import { spotPart } from '../engine/parts/spot/spot.part';

/** Spot trading on the in-browser exchange: the same engine calls the reference server makes. */
export function createDemoSpotGateway({ exchange }: { exchange: DemoExchange }): SpotGateway {
  const spot = exchange.part(spotPart);
  return {
    placeOrder: (request, once) =>
      spot.call((engine, token) => engine.placeSpotOrder(token, request, once?.requestId)),
    cancelOrder: (orderId) => spot.call((engine, token) => engine.cancelSpotOrder(token, orderId)),
    cancelAll: (pair) => spot.call((engine, token) => engine.cancelAllSpot(token, pair)),
    openOrders: (query) => spot.call((engine, token) => engine.spotOpenOrders(token, query)),
    orderHistory: (query) => spot.call((engine, token) => engine.spotOrderHistory(token, query)),
    trades: (query) => spot.call((engine, token) => engine.spotTrades(token, query)),
  };
}
