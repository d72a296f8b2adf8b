import { createHttpProductsGateway } from '../../../adapters/http/products.adapter';
import { createHttpSubscriptionGateway } from '../../../adapters/http/subscription.adapter';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import { bindProducts } from '../../products.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindHttpAccounts } from './accounts';

export const productsModule: FeatureModule = {
  bind(container) {
    bindHttpAccounts(container);
    bindProducts(container);
    bindHttpGateway(container, GatewayKeys.productsGateway, 'products', createHttpProductsGateway);
    bindHttpGateway(container, GatewayKeys.subscriptionGateway, 'products', createHttpSubscriptionGateway);
    // The reference server's clock control is the tests' own; the app has none in http mode.
    container.bind(GatewayKeys.productDays).toConstantValue(null);
  },
};
