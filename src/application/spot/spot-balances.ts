import type { BalanceRow } from '../../domain/wallet/balances';

const fingerprint = (balances: readonly BalanceRow[]) =>
  balances.map((b) => `${b.currencyName}:${b.availableCurrency}:${b.frozenCurrency}`).join('|');

/** Whether anything moved between two answers: on a market tick, a resting order filled. */
export function balancesMoved(before: readonly BalanceRow[] | null, after: readonly BalanceRow[]): boolean {
  return before !== null && fingerprint(before) !== fingerprint(after);
}
