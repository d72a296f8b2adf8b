import type { BalanceRow } from './balances';
import type { UsdtPrices } from './asset-totals';

/**
 * The wallet's accounts. SPEC section 2 gives the desktop route /account/assert/:account
 * with default 2 but not the numbers; our reading: 1 spot, 2 seconds contract, 3 demo.
 */
export const WalletAccount = { spot: 1, contract: 2, demo: 3 } as const;
export type WalletAccount = (typeof WalletAccount)[keyof typeof WalletAccount];

export const WALLET_ACCOUNTS: readonly WalletAccount[] = [
  WalletAccount.spot,
  WalletAccount.contract,
  WalletAccount.demo,
];

/** SPEC section 2: /account redirects to /account/assert/2. */
export const DEFAULT_WALLET_ACCOUNT: WalletAccount = WalletAccount.contract;

/** What every account holds, as the servers answer it, and the prices to value it with. */
export interface WalletSnapshot {
  balances: Readonly<Record<WalletAccount, readonly BalanceRow[]>>;
  /** Latest close in USDT by coin (the market list); a coin without one is worth 0. */
  prices: UsdtPrices;
}

/** The route parameter read as an account; anything else is the default account. */
export function walletAccountOf(param: string | undefined): WalletAccount {
  const found = WALLET_ACCOUNTS.find((account) => String(account) === param);
  return found ?? DEFAULT_WALLET_ACCOUNT;
}

/** What every figure shows while the "hide amounts" eye is closed. */
export const HIDDEN_FIGURE = '******';
