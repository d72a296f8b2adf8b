import { bindWallet } from '../../wallet.bindings';
import type { FeatureModule } from '../feature-modules';
import { bindDemoAccounts } from './accounts';

export const walletModule: FeatureModule = {
  bind(container) {
    bindDemoAccounts(container);
    bindWallet(container);
  },
};
