import { visibleAssets, withTotals, type AssetRow } from './asset-totals';
import { cutMoney } from '../precision';
import { add, div, isDecimalString, isZero } from '../precision';
import { WALLET_ACCOUNTS, WalletAccount, type WalletSnapshot } from './wallet';

/** The unit the grand total is also shown in (issue 13: a fiat-free unit). */
export const SECOND_UNIT = 'BTC';

export interface AccountOverview {
  account: WalletAccount;
  /** Sum of every row's total, hidden rows included: hiding is a view, not a loss. */
  totalUsdt: string;
  rows: AssetRow[];
}

export interface WalletOverview {
  /** Real money only: the demo account's practice funds are shown on their tab, never counted here. */
  totalUsdt: string;
  /** totalUsdt / BTC price, truncated; 0 when the BTC price is missing. */
  totalBtc: string;
  accounts: AccountOverview[];
}

function sumTotals(rows: readonly AssetRow[]): string {
  return rows.reduce((sum, row) => add(sum, row.total), '0');
}

export function inUnit(totalUsdt: string, unitPrice: string | undefined): string {
  if (unitPrice === undefined || !isDecimalString(unitPrice) || isZero(unitPrice)) return '0';
  return cutMoney(div(totalUsdt, unitPrice));
}

/** SPEC section 3 per row ((available + frozen) * price), then per account and overall. */
export function walletOverview(snapshot: WalletSnapshot, hideSmall: boolean): WalletOverview {
  const accounts = WALLET_ACCOUNTS.map((account) => {
    const all = withTotals(snapshot.balances[account], snapshot.prices);
    return { account, totalUsdt: sumTotals(all), rows: visibleAssets(all, hideSmall) };
  });
  const totalUsdt = accounts
    .filter((entry) => entry.account !== WalletAccount.demo)
    .reduce((sum, entry) => add(sum, entry.totalUsdt), '0');
  return { totalUsdt, totalBtc: inUnit(totalUsdt, snapshot.prices[SECOND_UNIT]), accounts };
}
