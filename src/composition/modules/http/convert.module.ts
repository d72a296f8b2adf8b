import { createHttpConvertGateway } from '../../../adapters/http/convert.adapter';
import { bindConvert } from '../../convert.bindings';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';
import { bindHttpAccounts } from './accounts';

export const convertModule: FeatureModule = {
  bind(container) {
    bindHttpAccounts(container);
    bindConvert(container);
    bindHttpGateway(container, GatewayKeys.convertGateway, 'convert', createHttpConvertGateway);
  },
};
