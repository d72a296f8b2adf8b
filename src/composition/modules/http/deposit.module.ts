import { createHttpDepositGateway } from '../../../adapters/http/deposit.adapter';
import { bindDeposit } from '../../deposit.bindings';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';
import { bindHttpAccounts } from './accounts';

export const depositModule: FeatureModule = {
  bind(container) {
    bindHttpAccounts(container);
    bindDeposit(container);
    bindHttpGateway(container, GatewayKeys.depositGateway, 'deposit', createHttpDepositGateway);
    // No blockchain to simulate: deposits arrive from outside.
    container.bind(GatewayKeys.depositSimulator).toConstantValue(null);
  },
};
