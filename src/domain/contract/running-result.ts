import { isDecimalString } from '../precision';
import { EntryStatus, type ContractOrder } from './contract';
import { outcomeOf, type Result } from './outcome';

/**
 * How an open position stands at the current price of its own pair:
 * - 'open': what it would return if it settled now (payout null when a win's rate is unknown);
 * - 'settling': due on server time, so the settlement price decides, not the latest one;
 * - 'unknown': no entry price (a SPEC-minimal row) or no price yet, shown as `--`, never guessed.
 */
export type RunningResult =
  { phase: 'open'; result: Result; payout: string | null } | { phase: 'settling' } | { phase: 'unknown' };

type OpenPosition = Pick<
  ContractOrder,
  'entryStatus' | 'tradeType' | 'openAmount' | 'incomeRate' | 'entryPrice' | 'settlesAt'
>;

/**
 * The settlement rule itself (outcome.ts, as the exchange settles) applied to the current
 * price: up would win above the entry price, down below it, an unchanged price returns the
 * stake. `now` is server time.
 */
export function runningResultOf(order: OpenPosition, price: string | null, now: number): RunningResult {
  if (order.entryStatus !== EntryStatus.holding) return { phase: 'unknown' };
  if (order.settlesAt !== null && now >= order.settlesAt) return { phase: 'settling' };
  if (order.entryPrice === null || price === null) return { phase: 'unknown' };
  if (!isDecimalString(order.entryPrice) || !isDecimalString(price)) return { phase: 'unknown' };
  // Without the order's rate a win's size is unknown, but whether it wins is not.
  const outcome = outcomeOf(
    { ...order, entryPrice: order.entryPrice, incomeRate: order.incomeRate ?? '0' },
    price,
  );
  const payout = outcome.result === 'win' && order.incomeRate === null ? null : outcome.payout;
  return { phase: 'open', result: outcome.result, payout };
}
