import type { ContractAssets } from './contract';

/**
 * The available balance of the pay coin: null while the balances are unknown, '0' when
 * the account holds none of it.
 */
export function payCoinAvailable(assets: ContractAssets | null, coin: string): string | null {
  if (!assets) return null;
  return assets.list.find((row) => row.currencyName === coin)?.availableCurrency ?? '0';
}
