import { createHttpSpotGateway } from '../../../adapters/http/spot.adapter';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import { bindSpot } from '../../spot.bindings';
import type { FeatureModule } from '../feature-modules';

export const spotModule: FeatureModule = {
  bind(container) {
    bindSpot(container);
    bindHttpGateway(container, GatewayKeys.spotGateway, 'spot', createHttpSpotGateway);
  },
};
