import { createHttpDemoFundsGateway } from '../../../adapters/http/demo-funds.adapter';
import { bindContract } from '../../contract.bindings';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import type { FeatureModule } from '../feature-modules';
import { bindHttpAccounts } from './accounts';

export const contractModule: FeatureModule = {
  bind(container) {
    bindHttpAccounts(container);
    bindContract(container);
    bindHttpGateway(container, GatewayKeys.demoFundsGateway, 'demoContract', createHttpDemoFundsGateway);
  },
};
