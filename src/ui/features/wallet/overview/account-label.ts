import { WalletAccount } from '../../../../domain/wallet/wallet';
import { walletMessages } from '../wallet.messages';

export const accountLabel = {
  [WalletAccount.spot]: walletMessages.accountSpot,
  [WalletAccount.contract]: walletMessages.accountContract,
  [WalletAccount.demo]: walletMessages.accountDemo,
} as const;
