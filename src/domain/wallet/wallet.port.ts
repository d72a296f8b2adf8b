import type { ContractAssetBalance } from '../contract/contract';
import type { WalletSnapshot } from './wallet';

/** Output port: the spot account's balances (assumed path /wallet/getAssets). */
export interface SpotAssetsGateway {
  assets(): Promise<ContractAssetBalance[]>;
}

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
