import { createHttpAddressBookGateway } from '../../../adapters/http/address-book.adapter';
import { createHttpWithdrawGateway } from '../../../adapters/http/withdraw.adapter';
import { bindHttpGateway } from '../../http-gateway';
import { GatewayKeys } from '../../keys';
import { bindWithdraw } from '../../withdraw.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindHttpAccounts } from './accounts';

export const withdrawModule: FeatureModule = {
  bind(container) {
    bindHttpAccounts(container);
    bindWithdraw(container);
    bindHttpGateway(container, GatewayKeys.addressBookGateway, 'addressBook', createHttpAddressBookGateway);
    bindHttpGateway(container, GatewayKeys.withdrawGateway, 'withdraw', createHttpWithdrawGateway);
  },
};
