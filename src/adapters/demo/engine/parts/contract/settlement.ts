import { EntryStatus } from '../../../../../domain/contract/contract';
import { outcomeOf } from '../../../../../domain/contract/outcome';
import { sub } from '../../../../../domain/precision';
import type { EngineContext } from '../../engine-context';
import type { StoredOrder } from './contract-state';
import { addTo, freeze, move } from '../../ledger';
import { AssetRecordType } from '../../record-types';

export { outcomeOf } from '../../../../../domain/contract/outcome';
export type { Outcome } from '../../../../../domain/contract/outcome';

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
