import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import type { ProductKind } from '../../../src/domain/products/products';
import { int, ok, requestIdOf, text, type RouteTable } from './route-types';

const kindOf = (params: URLSearchParams) => text(params, 'kind') as ProductKind;

/** The yield products' calls (api-paths.ts, all assumed) over the engine. */
export function productsRoutes(engine: ExchangeEngine): RouteTable['products'] {
  return {
    list: ({ params }) => ok(engine.products(kindOf(params))),
    purchase: ({ params, token }) =>
      ok(
        engine.purchaseProduct(
          token,
          {
            productId: text(params, 'productId'),
            amount: text(params, 'amount'),
          },
          requestIdOf(params),
        ),
      ),
    holdings: ({ params, token }) =>
      ok(
        engine.productHoldings(token, kindOf(params), {
          pageNo: int(params, 'pageNo'),
          pageSize: int(params, 'pageSize'),
        }),
      ),
    redeem: ({ params, token }) =>
      ok(engine.redeemProduct(token, text(params, 'holdingId'), requestIdOf(params))),
    // Public: a visitor's call has no token; a user's sees the projects on their product clock.
    projects: ({ token }) => ok(engine.subscriptionProjects(token || null)),
    project: ({ params, token }) => ok(engine.subscriptionProject(token || null, text(params, 'id'))),
    subscribe: ({ params, token }) =>
      ok(
        engine.subscribeProject(
          token,
          {
            projectId: text(params, 'projectId'),
            amount: text(params, 'amount'),
          },
          requestIdOf(params),
        ),
      ),
    subscriptions: ({ params, token }) =>
      ok(engine.mySubscriptions(token, { pageNo: int(params, 'pageNo'), pageSize: int(params, 'pageSize') })),
  };
}
