import { convertPart } from '../../../adapters/demo/engine/parts/convert/convert.part';
import { createDemoConvertGateway } from '../../../adapters/demo/gateways/demo-convert.adapter';
import { bindConvert } from '../../convert.bindings';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';
import { bindDemoAccounts } from './accounts';

export const convertModule: FeatureModule = {
  bind(container) {
    bindDemoAccounts(container);
    bindConvert(container);
    bindDemoGateway(container, GatewayKeys.convertGateway, createDemoConvertGateway);
    registerEnginePart(container, convertPart);
  },
};
