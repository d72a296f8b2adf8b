import { add, div, isZero, sub } from '../precision';
import { EntryStatus } from './contract';
import type { ContractOrder } from './contract';

export interface HistorySummary {
  settled: number;
  wins: number;
  /** wins / settled as a fraction with 6 decimals; null before the first settled order. */
  winRate: string | null;
  /** Payouts minus stakes minus fees over the settled orders. */
  netProfit: string;
}

/** A personal summary over the user's settled orders; a tie counts as settled, not won. */
export function summarizeHistory(orders: readonly ContractOrder[]): HistorySummary {
  let settled = 0;
  let wins = 0;
  let netProfit = '0';
  for (const order of orders) {
    if (order.entryStatus === EntryStatus.holding || order.payout === null) continue;
    settled += 1;
    const result = sub(order.payout, order.openAmount);
    if (order.entryStatus === EntryStatus.completed && !isZero(result)) wins += 1;
    netProfit = sub(add(netProfit, result), order.fee);
  }
  return { settled, wins, winRate: settled === 0 ? null : div(String(wins), String(settled), 6), netProfit };
}
