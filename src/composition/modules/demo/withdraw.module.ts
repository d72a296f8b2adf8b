import { withdrawPart } from '../../../adapters/demo/engine/parts/withdraw/withdraw.part';
import { createDemoAddressBookGateway } from '../../../adapters/demo/gateways/demo-address-book.adapter';
import { createDemoWithdrawGateway } from '../../../adapters/demo/gateways/demo-withdraw.adapter';
import { bindDemoGateway, registerEnginePart } from '../../demo-gateway';
import { GatewayKeys } from '../../keys';
import { bindWithdraw } from '../../withdraw.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindDemoAccounts } from './accounts';

export const withdrawModule: FeatureModule = {
  bind(container) {
    bindDemoAccounts(container);
    bindWithdraw(container);
    bindDemoGateway(container, GatewayKeys.addressBookGateway, createDemoAddressBookGateway);
    bindDemoGateway(container, GatewayKeys.withdrawGateway, createDemoWithdrawGateway);
    registerEnginePart(container, withdrawPart);
  },
};
