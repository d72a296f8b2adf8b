import type { Container } from 'inversify';
import { createProductsServices } from '../application/products/products-services';
import type { DraftStore } from '../application/shared/draft-store';
import type { SpotAccount } from '../application/shared/spot-account.machine';
import type {
  ProductDaysControl,
  ProductsGateway,
  SubscriptionGateway,
} from '../domain/products/products.port';
import type { Clock } from '../domain/shared/clock.port';
import { GatewayKeys, Keys } from './keys';

export function bindProducts(container: Container): void {
  container
    .bind(Keys.products)
    .toResolvedValue(
      (
        products: ProductsGateway,
        subscription: SubscriptionGateway,
        days: ProductDaysControl | null,
        spotAccount: SpotAccount,
        clock: Clock,
        drafts: DraftStore,
      ) => createProductsServices({ products, subscription, days, spotAccount, clock, drafts }),
      [
        GatewayKeys.productsGateway,
        GatewayKeys.subscriptionGateway,
        GatewayKeys.productDays,
        Keys.spotAccount,
        GatewayKeys.clock,
        Keys.draftStore,
      ],
    );
}
