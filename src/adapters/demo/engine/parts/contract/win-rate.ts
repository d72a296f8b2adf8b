import { EntryStatus } from '../../../../../domain/contract/contract';
import { div, gt, mul, truncate } from '../../../../../domain/precision';
import type { ContractBook } from '../../engine-settings';
import type { EngineState } from '../../engine-state';
import type { UserRecord } from '../../user-records';

/**
 * The rate the assets call sends in its msg (SPEC section 7): the share of settled orders
 * that paid a profit, e.g. '56.25%'; '' before the first settlement, so the app shows '-'.
 */
export function winRate(state: EngineState, user: UserRecord, book: ContractBook): string {
  let settled = 0;
  let wins = 0;
  for (const order of state.orders) {
    if (order.userId !== user.id || order.book !== book || order.entryStatus === EntryStatus.holding)
      continue;
    settled += 1;
    if (order.payout !== null && gt(order.payout, order.openAmount)) wins += 1;
  }
  if (settled === 0) return '';
  return `${truncate(div(mul(String(wins), '100'), String(settled)), 2)}%`;
}
