import { EntryStatus, TradeType } from '../../../domain/contract/contract';
import type { ContractOrder } from '../../../domain/contract/contract';
import { add, cmp, mul, sub } from '../../../domain/precision';
import { cut } from './amounts';
import type { EngineContext } from './engine-context';
import type { StoredOrder } from './engine-state';
import { addTo, freeze, move } from './ledger';
import { AssetRecordType } from './record-types';

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
 */
export function outcomeOf(
  order: Pick<ContractOrder, 'tradeType' | 'openAmount' | 'incomeRate' | 'entryPrice'>,
  settlementPrice: string,
): Outcome {
  const move = cmp(settlementPrice, order.entryPrice);
  if (move === 0) return { result: 'tie', entryStatus: EntryStatus.completed, payout: order.openAmount };
  const won = order.tradeType === TradeType.up ? move > 0 : move < 0;
  if (!won) return { result: 'loss', entryStatus: EntryStatus.liquidated, payout: '0' };
  const payout = add(order.openAmount, cut(mul(order.openAmount, order.incomeRate)));
  return { result: 'win', entryStatus: EntryStatus.completed, payout };
}

function settle(context: EngineContext, order: StoredOrder): void {
  const { state, market } = context;
  const user = state.users.find((candidate) => candidate.id === order.userId);
  if (!user) return;
  const settlementPrice = market.price({ base: order.baseCoin, quote: order.quoteCoin }, order.settlesAt);
  const outcome = outcomeOf(order, settlementPrice);
  order.entryStatus = outcome.entryStatus;
  order.settlementPrice = settlementPrice;
  order.payout = outcome.payout;
  freeze(user, order.book, order.quoteCoin, sub('0', order.openAmount));
  // The house gains what the user loses and pays what the user wins.
  addTo(state.house[order.book].pnl, order.quoteCoin, sub(order.openAmount, outcome.payout));
  if (outcome.result === 'loss') return;
  const tie = outcome.result === 'tie';
  move(context, user, {
    account: order.book,
    currency: order.quoteCoin,
    amount: outcome.payout,
    tradeType: tie ? AssetRecordType.refund : AssetRecordType.win,
    remark: `${tie ? 'Refund' : 'Win'} ${order.baseCoin}/${order.quoteCoin} #${order.id}`,
    at: order.settlesAt,
  });
}

/**
 * Settles every holding order whose time has come, oldest first. Lazy, but its result
 * does not depend on when it runs: the price is read at settlesAt and the records carry
 * that time. The engine calls it before anything else on every call.
 */
export function settleDue(context: EngineContext, now: number): void {
  const due = context.state.orders
    .filter((order) => order.entryStatus === EntryStatus.holding && order.settlesAt <= now)
    .sort((a, b) => a.settlesAt - b.settlesAt || Number(a.id) - Number(b.id));
  for (const order of due) settle(context, order);
}
