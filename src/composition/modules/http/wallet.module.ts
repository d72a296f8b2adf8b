import { bindWallet } from '../../wallet.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindHttpAccounts } from './accounts';

export const walletModule: FeatureModule = {
  bind(container) {
    bindHttpAccounts(container);
    bindWallet(container);
  },
};
