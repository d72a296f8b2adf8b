import { spotPart } from '../../../adapters/demo/engine/parts/spot/spot.part';
import { createDemoSpotGateway } from '../../../adapters/demo/gateways/demo-spot.adapter';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import { bindSpot } from '../../spot.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindDemoAccounts } from './accounts';

export const spotModule: FeatureModule = {
  bind(container) {
    bindDemoAccounts(container);
    bindSpot(container);
    bindDemoGateway(container, GatewayKeys.spotGateway, createDemoSpotGateway);
    registerEnginePart(container, spotPart);
  },
};
