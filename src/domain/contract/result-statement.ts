import { cmp, isDecimalString, sub } from '../precision';
import type { ContractOrder } from './contract';
import { resultOf, type Result } from './outcome';
import type { RunningResult } from './running-result';

/**
 * How a position's result is told wherever the trader watches it (the running strip, the
 * settled card and row, the settle toast): the result first, as the signed amount the
 * account gained or lost all told (payout minus stake minus fee: "Lost -20.02", "Would win
 * +15.98"), and the payout second.
 */
export interface ResultStatement {
  result: Result;
  /** Settled: "Won"; still open: "Would win". */
  settled: boolean;
  /** Payout - stake - fee, signed ('+15.98', '-20.02', '-0.02'); null when the payout is unknown. */
  net: string | null;
  /** What returns to the available balance; null when unknown (a win without its rate). */
  payout: string | null;
}

type Costs = Pick<ContractOrder, 'openAmount' | 'fee'>;

/** payout - stake - fee with its sign: '+' for a gain, '-' for a loss, none for exactly 0. */
export function netOf(order: Costs, payout: string): string | null {
  if (![payout, order.openAmount, order.fee].every(isDecimalString)) return null;
  const net = sub(sub(payout, order.openAmount), order.fee);
  return cmp(net, '0') > 0 ? `+${net}` : net;
}

/** A settled order's statement; null while holding or when how it ended is unknown. */
export function settledStatement(order: ContractOrder): ResultStatement | null {
  const result = resultOf(order);
  if (result === null) return null;
  // A loss pays nothing even when the server leaves the payout out.
  const payout = order.payout ?? (result === 'loss' ? '0' : null);
  return { result, settled: true, net: payout === null ? null : netOf(order, payout), payout };
}

/** An open position's statement at the current price; null while settling or unknown. */
export function runningStatement(order: Costs, running: RunningResult): ResultStatement | null {
  if (running.phase !== 'open') return null;
  const { result, payout } = running;
  return { result, settled: false, net: payout === null ? null : netOf(order, payout), payout };
}
