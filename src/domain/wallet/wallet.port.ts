import type { WalletSnapshot } from './wallet';

/** Output port: the last overview, shown before the refresh returns (as the contract list is). */
export interface WalletCache {
  load(): WalletSnapshot | null;
  save(snapshot: WalletSnapshot): void;
}

/** Output port: the "hide amounts" eye, kept across reloads. */
export interface WalletPreferences {
  hideAmounts(): boolean;
  setHideAmounts(hidden: boolean): void;
}
