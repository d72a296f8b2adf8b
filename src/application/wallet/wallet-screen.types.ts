import type { ActorRefFrom } from 'xstate';
import type { UsdtPrices } from '../../domain/wallet/asset-totals';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { TransferRequest } from '../../domain/wallet/transfer';
import type { WalletSnapshot } from '../../domain/wallet/wallet';
import type { DraftStore } from '../shared/draft-store';
import type { Failure } from '../shared/failure-message';
import type { SpotAccount } from '../shared/spot-account.machine';
import type { SpotAccountChanged } from '../shared/spot-account.watch';
import type { TransferFormMachine } from '../shared/transfer-form';

/** What the screen loads itself: the contract and demo accounts, and the prices to value them. */
export interface WalletAccounts {
  contract: readonly BalanceRow[];
  demo: readonly BalanceRow[];
  prices: UsdtPrices;
}

export interface WalletScreenDeps {
  transfer: TransferFormMachine;
  /** The app's spot account: the wallet's spot row is the answer every screen sees. */
  spotAccount: SpotAccount;
  drafts: DraftStore;
  /** The overview kept from the last visit, shown until this visit's answers; null if none. */
  keptOverview: () => WalletSnapshot | null;
  /** The "hide amounts" eye as the user left it. */
  amountsHidden: () => boolean;
}

export interface WalletScreenContext {
  transfer: ActorRefFrom<TransferFormMachine>;
  spotAccount: SpotAccount;
  accounts: WalletAccounts | null;
  accountsError: Failure | null;
  spot: BalanceRow[] | null;
  spotError: Failure | null;
  /** Every account as this visit answered it; null until both the accounts and spot have. */
  fresh: WalletSnapshot | null;
  kept: WalletSnapshot | null;
  /** Hide balances of 0.1 USDT or less (a view of this visit only). */
  hideSmall: boolean;
  /** Mask every figure (kept across visits). */
  amountsHidden: boolean;
}

export type WalletScreenEvent =
  | { type: 'overview.reload' }
  | { type: 'hideSmall.set'; hidden: boolean }
  | { type: 'amounts.toggle' }
  | SpotAccountChanged
  // Heard from the transfer (forward).
  | { type: 'transfer.succeeded'; output: unknown; request: TransferRequest }
  | { type: 'transfer.unknown'; request: TransferRequest };
