import { add, cutMoney, gt, isDecimalString, mul } from '../precision';
import type { BalanceRow } from './balances';

/** SPEC section 9: asset totals of 0.1 or below are hidden by the hide-small toggle. */
export const SMALL_ASSET_THRESHOLD = '0.1';

/** SPEC section 3: a balance row with the price and total the client adds. */
export interface AssetRow extends BalanceRow {
  price: string;
  total: string;
}

/** Latest close prices in USDT by coin, from the market list. */
export type UsdtPrices = Readonly<Record<string, string>>;

/** USDT is priced at 1; a coin without a readable price is priced 0 (SPEC section 3). */
export function usdtPrice(currency: string, prices: UsdtPrices): string {
  if (currency === 'USDT') return '1';
  const price = prices[currency];
  return price !== undefined && isDecimalString(price) ? price : '0';
}

/** total = (available + frozen) * price. */
export function withTotals(list: readonly BalanceRow[], prices: UsdtPrices): AssetRow[] {
  return list.map((row) => {
    const price = usdtPrice(row.currencyName, prices);
    const total = cutMoney(mul(add(row.availableCurrency, row.frozenCurrency), price));
    return { ...row, price, total };
  });
}

/** SPEC section 5: with hide-small on, only totals above 0.1 are listed. */
export function visibleAssets(rows: readonly AssetRow[], hideSmall: boolean): AssetRow[] {
  return hideSmall ? rows.filter((row) => gt(row.total, SMALL_ASSET_THRESHOLD)) : [...rows];
}
