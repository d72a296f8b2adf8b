import { depositPart } from '../../../adapters/demo/engine/parts/deposit/deposit.part';
import {
  createDemoDepositGateway,
  createDemoDepositSimulator,
} from '../../../adapters/demo/gateways/demo-deposit.adapter';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { bindDeposit } from '../../deposit.bindings';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';
import { bindDemoAccounts } from './accounts';

export const depositModule: FeatureModule = {
  bind(container) {
    bindDemoAccounts(container);
    bindDeposit(container);
    bindDemoGateway(container, GatewayKeys.depositGateway, createDemoDepositGateway);
    bindDemoGateway(container, GatewayKeys.depositSimulator, createDemoDepositSimulator);
    registerEnginePart(container, depositPart);
  },
};
