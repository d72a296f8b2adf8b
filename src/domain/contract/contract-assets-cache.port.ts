import type { ContractAccount } from './contract';
import type { ContractAssets } from './contract';

/**
 * Output port: SPEC section 7, "the asset list is cached locally under a contract-list key
 * and shown before the refresh returns". One entry per account, for the signed-in user only.
 */
export interface ContractAssetsCache {
  load(account: ContractAccount): ContractAssets | null;
  save(account: ContractAccount, assets: ContractAssets): void;
}
