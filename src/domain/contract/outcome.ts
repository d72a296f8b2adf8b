import { add, cmp, mul } from '../precision';
import { EntryStatus, TradeType } from './contract';
import type { ContractOrder } from './contract';
import { cutMoney } from '../precision';

export interface Outcome {
  result: 'win' | 'loss' | 'tie';
  entryStatus: EntryStatus;
  /** What returns to the available balance: stake + profit, the stake, or 0. */
  payout: string;
}

/**
 * DESIGN.md "Fairness": the outcome is a function of the order and the two feed prices
 * alone. Up wins above the entry price, down below it; a win pays stake * incomeRate on
 * top of the stake, a loss forfeits the stake, an unchanged price returns the stake.
 * The simulated exchange settles with this, and the app shows its preview with it.
 */
export function outcomeOf(
  order: Pick<ContractOrder, 'tradeType' | 'openAmount'> & { incomeRate: string; entryPrice: string },
  settlementPrice: string,
): Outcome {
  const move = cmp(settlementPrice, order.entryPrice);
  if (move === 0) return { result: 'tie', entryStatus: EntryStatus.completed, payout: order.openAmount };
  const won = order.tradeType === TradeType.up ? move > 0 : move < 0;
  if (!won) return { result: 'loss', entryStatus: EntryStatus.liquidated, payout: '0' };
  return {
    result: 'win',
    entryStatus: EntryStatus.completed,
    payout: add(order.openAmount, profitOnWin(order)),
  };
}

/** stake * incomeRate, cut to 8 decimals. */
export function profitOnWin(order: { openAmount: string; incomeRate: string }): string {
  return cutMoney(mul(order.openAmount, order.incomeRate));
}

export type Result = Outcome['result'];

/**
 * How a settled order ended, for the lists and the settle toast: from its prices where the
 * server sent them, else from what SPEC section 3 always has (entryStatus 2 is a loss) and
 * the payout (the stake back is a tie). null while holding, or for a completed order whose
 * answer has neither prices nor payout: then the status word alone is shown.
 */
export function resultOf(order: ContractOrder): Result | null {
  if (order.entryStatus === EntryStatus.holding) return null;
  const { entryPrice, incomeRate, settlementPrice } = order;
  if (entryPrice !== null && incomeRate !== null && settlementPrice !== null)
    return outcomeOf({ ...order, entryPrice, incomeRate }, settlementPrice).result;
  if (order.entryStatus === EntryStatus.liquidated) return 'loss';
  if (order.payout === null) return null;
  return cmp(order.payout, order.openAmount) === 0 ? 'tie' : 'win';
}
