import { contractPart } from '../../../adapters/demo/engine/parts/contract/contract.part';
import { createDemoFundsGateway } from '../../../adapters/demo/gateways/demo-contract.adapter';
import { bindContract } from '../../contract.bindings';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';
import { bindDemoAccounts } from './accounts';

export const contractModule: FeatureModule = {
  bind(container) {
    bindDemoAccounts(container);
    bindContract(container);
    bindDemoGateway(container, GatewayKeys.demoFundsGateway, createDemoFundsGateway);
    registerEnginePart(container, contractPart);
  },
};
