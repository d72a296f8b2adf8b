import { createHttpSpotGateway } from '../../../adapters/http/spot.adapter';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import { bindSpot } from '../../spot.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindHttpAccounts } from './accounts';

export const spotModule: FeatureModule = {
  bind(container) {
    bindHttpAccounts(container);
    bindSpot(container);
    bindHttpGateway(container, GatewayKeys.spotGateway, 'spot', createHttpSpotGateway);
  },
};
