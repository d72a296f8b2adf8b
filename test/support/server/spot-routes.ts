import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import type { SpotOrderQuery, SpotOrderRequest } from '../../../src/domain/spot/spot';
import {
  int,
  ok,
  optionalInt,
  optionalText,
  requestIdOf,
  text,
  type RouteRequest,
  type RouteTable,
} from './route-types';

function query(params: URLSearchParams): SpotOrderQuery {
  return {
    pageNo: int(params, 'pageNo'),
    pageSize: int(params, 'pageSize'),
    baseCoin: optionalText(params, 'baseCoin'),
    quoteCoin: optionalText(params, 'quoteCoin'),
  };
}

/** Spot trading (all paths assumed): the engine validates every value it is given. */
export function spotRoutes(engine: ExchangeEngine): RouteTable['spot'] {
  const withTotal = <T extends { sum: number }>(page: T) => ok({ ...page, totalRow: page.sum });
  const place = ({ params, token }: RouteRequest) => {
    const request = {
      baseCoin: text(params, 'baseCoin'),
      quoteCoin: text(params, 'quoteCoin'),
      side: text(params, 'side'),
      type: text(params, 'type'),
      price: optionalText(params, 'price'),
      amount: text(params, 'amount'),
      total: optionalText(params, 'total'),
      bookTime: optionalInt(params, 'bookTime'),
    } as SpotOrderRequest;
    return ok(engine.placeSpotOrder(token, request, requestIdOf(params)), 'create success');
  };
  return {
    placeOrder: place,
    cancelOrder: ({ params, token }) => ok(engine.cancelSpotOrder(token, text(params, 'orderId'))),
    cancelAll: ({ params, token }) =>
      ok(
        engine.cancelAllSpot(token, {
          baseCoin: optionalText(params, 'baseCoin'),
          quoteCoin: optionalText(params, 'quoteCoin'),
        }),
      ),
    openOrders: ({ params, token }) => withTotal(engine.spotOpenOrders(token, query(params))),
    orderHistory: ({ params, token }) => withTotal(engine.spotOrderHistory(token, query(params))),
    trades: ({ params, token }) => withTotal(engine.spotTrades(token, query(params))),
  };
}
