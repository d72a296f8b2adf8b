import type { SpotGateway } from '../../domain/spot/spot.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readInteger, readPage } from './read-shape';
import { readSpotOrder, readSpotTrade } from './spot-shapes';

const paths = API_PATHS.spot;

/** Spot trading over the API (every path assumed: the SPEC shows none). */
export function createHttpSpotGateway({ client }: { client: HttpClient }): SpotGateway {
  return {
    async placeOrder(request, once) {
      return readSpotOrder(await client.post<unknown>(paths.placeOrder.path, { ...request, ...once }));
    },
    async cancelOrder(orderId) {
      return readSpotOrder(await client.post<unknown>(paths.cancelOrder.path, { orderId }));
    },
    async cancelAll(pair) {
      return readInteger(await client.post<unknown>(paths.cancelAll.path, { ...pair }));
    },
    async openOrders(query) {
      return readPage(await client.post<unknown>(paths.openOrders.path, { ...query }), readSpotOrder);
    },
    async orderHistory(query) {
      return readPage(await client.post<unknown>(paths.orderHistory.path, { ...query }), readSpotOrder);
    },
    async trades(query) {
      return readPage(await client.post<unknown>(paths.trades.path, { ...query }), readSpotTrade);
    },
  };
}
