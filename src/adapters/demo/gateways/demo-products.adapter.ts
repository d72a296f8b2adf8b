import type {
  ProductDaysControl,
  ProductsGateway,
  SubscriptionGateway,
} from '../../../domain/products/products.port';
import type { DemoExchange } from '../demo-exchange';
import { productsPart } from '../engine/parts/products/products.part';

/** The yield products of the in-browser exchange: the calls the reference server makes. */
export function createDemoProductsGateway({ exchange }: { exchange: DemoExchange }): ProductsGateway {
  const products = exchange.part(productsPart);
  return {
    products: (kind) => products.call((engine) => engine.products(kind)),
    purchase: (request, once) =>
      products.call((engine, token) => engine.purchaseProduct(token, request, once?.requestId)),
    holdings: (kind, query) => products.call((engine, token) => engine.productHoldings(token, kind, query)),
    redeem: (holdingId, once) =>
      products.call((engine, token) => engine.redeemProduct(token, holdingId, once?.requestId)),
  };
}

/** The new-coin projects of the in-browser exchange: public, and on the user's product clock. */
export function createDemoSubscriptionGateway({ exchange }: { exchange: DemoExchange }): SubscriptionGateway {
  const products = exchange.part(productsPart);
  return {
    projects: () => products.call((engine, token) => engine.subscriptionProjects(token)),
    project: (id) => products.call((engine, token) => engine.subscriptionProject(token, id)),
    subscribe: (request, once) =>
      products.call((engine, token) => engine.subscribeProject(token, request, once?.requestId)),
    subscriptions: (query) => products.call((engine, token) => engine.mySubscriptions(token, query)),
  };
}

/** Demo mode's "advance a day": the user's product clock, nothing else. */
export function createDemoProductDays({ exchange }: { exchange: DemoExchange }): ProductDaysControl {
  const products = exchange.part(productsPart);
  return {
    advanceDays: (days) => products.call((engine, token) => engine.advanceProductDays(token, days)),
  };
}
