import { WalletAccount, type WalletSnapshot } from '../../domain/wallet/wallet';
import { transferTermsFrom, type TransferTerms } from '../shared/transfer-form';
import type { WalletAccounts, WalletScreenContext } from './wallet-screen.types';

/** Every account as this visit answered it, once both the accounts and spot have. */
export function freshOf(
  accounts: WalletAccounts | null,
  spot: WalletScreenContext['spot'],
): WalletSnapshot | null {
  if (accounts === null || spot === null) return null;
  return {
    balances: {
      [WalletAccount.spot]: spot,
      [WalletAccount.contract]: accounts.contract,
      [WalletAccount.demo]: accounts.demo,
    },
    prices: accounts.prices,
  };
}

/** What the account a transfer leaves holds: spot for type 1, the contract for type 2; null while unknown. */
export function termsOf({ accounts, spot }: Pick<WalletScreenContext, 'accounts' | 'spot'>): TransferTerms {
  return transferTermsFrom(spot, accounts?.contract ?? null);
}
