import type { ContractAccount } from './contract';

/**
 * Output port: the account (real 1 or demo 2) the signed-in user last chose on the contract
 * screen. A user practising on demo must find demo again after leaving the screen or
 * reloading; only the explicit, confirmed switch changes it. Kept per user, so another user
 * signing in on this browser starts on the real account as usual.
 */
export interface ContractAccountChoice {
  /** The kept choice of the signed-in user; null when none (or nobody is signed in). */
  load(): ContractAccount | null;
  save(account: ContractAccount): void;
  /**
   * Whether Up and Down on the real account ask first (true until the user said "don't ask
   * again"; kept per user, beside the account choice). The demo account never asks.
   */
  asksBeforeRealOrders(): boolean;
  stopAskingBeforeRealOrders(): void;
}
