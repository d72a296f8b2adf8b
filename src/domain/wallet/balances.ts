/**
 * One balance row, as every account answers it (SPEC section 3's contract asset fields): the
 * spot account, the contract and demo accounts alike.
 */
export interface BalanceRow {
  currencyName: string;
  availableCurrency: string;
  frozenCurrency: string;
}

/** The available amount of each coin held. */
export function availableByCoin(rows: readonly BalanceRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.currencyName, row.availableCurrency]));
}

/** The available amount of one coin: null while the rows are unknown, '0' when none is held. */
export function availableOf(rows: readonly BalanceRow[] | null, coin: string): string | null {
  if (rows === null) return null;
  return rows.find((row) => row.currencyName === coin)?.availableCurrency ?? '0';
}

/** The frozen amount of each coin held (what pending withdrawals and resting orders hold). */
export function frozenByCoin(rows: readonly BalanceRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.currencyName, row.frozenCurrency]));
}
