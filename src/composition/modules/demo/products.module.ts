import { productsPart } from '../../../adapters/demo/engine/parts/products/products.part';
import {
  createDemoProductDays,
  createDemoProductsGateway,
  createDemoSubscriptionGateway,
} from '../../../adapters/demo/gateways/demo-products.adapter';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import { bindProducts } from '../../products.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindDemoAccounts } from './accounts';

export const productsModule: FeatureModule = {
  bind(container) {
    bindDemoAccounts(container);
    bindProducts(container);
    bindDemoGateway(container, GatewayKeys.productsGateway, createDemoProductsGateway);
    bindDemoGateway(container, GatewayKeys.productDays, createDemoProductDays);
    bindDemoGateway(container, GatewayKeys.subscriptionGateway, createDemoSubscriptionGateway);
    registerEnginePart(container, productsPart);
  },
};
