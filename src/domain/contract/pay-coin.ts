import type { Ticker } from '../market/market';
import type { UsdtPrices } from './asset-totals';
import type { ContractAssets } from './contract';

/**
 * The available balance of the pay coin: null while the balances are unknown, '0' when
 * the account holds none of it.
 */
export function payCoinAvailable(assets: ContractAssets | null, coin: string): string | null {
  if (!assets) return null;
  return assets.list.find((row) => row.currencyName === coin)?.availableCurrency ?? '0';
}

/** Latest USDT closes by base coin, for the pair price and the asset totals. */
export function usdtPricesOf(tickers: readonly Ticker[]): UsdtPrices {
  const prices: Record<string, string> = {};
  for (const ticker of tickers) if (ticker.quote === 'USDT') prices[ticker.base] = ticker.close;
  return prices;
}
