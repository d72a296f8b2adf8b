import { HoldingStatus, ProductKind } from '../../../../../domain/products/products';
import { add, gt, isZero, sub } from '../../../../../domain/precision';
import { interestDue, isMatured, statusAt } from '../../../../../domain/products/redemption';
import type { EngineContext } from '../../engine-context';
import { addTo, move, negate } from '../../ledger';
import { AssetRecordType } from '../../record-types';
import { productNow } from './products-clock';
import type { StoredHolding } from './products-state';

/** Pays what a holding is owed from the house into spot, with the record that explains it. */
export function payOut(
  context: EngineContext,
  holding: StoredHolding,
  paid: { amount: string; type: AssetRecordType; remark: string; at: number },
): void {
  const user = context.state.users.find((candidate) => candidate.id === holding.userId);
  if (!user || isZero(paid.amount)) return;
  move(context, user, {
    account: 'spot',
    currency: holding.coin,
    amount: paid.amount,
    tradeType: paid.type,
    remark: paid.remark,
    at: paid.at,
  });
  addTo(context.state.productHouse, holding.coin, negate(paid.amount));
}

/** A holding that ended gives its share of the capacity back. */
export function release(context: EngineContext, holding: StoredHolding): void {
  const sold = context.state.productSold[holding.productId] ?? '0';
  context.state.productSold[holding.productId] = gt(sold, holding.amount) ? sub(sold, holding.amount) : '0';
}

/**
 * The products' work on the clock: each daily holding is paid the interest its whole days
 * have earned (one record per payment; the total owed is recomputed from the start, so it
 * does not depend on how often this runs), a finance holding at maturity gets its principal
 * back and is Completed, a pool holding at maturity waits To Be Redeemed.
 */
export function accrueProducts(context: EngineContext, now: number): void {
  for (const holding of context.state.productHoldings) {
    if (holding.endedAt !== null) continue;
    const at = productNow(context.state, holding.userId, now);
    const interest = interestDue(holding, at);
    payOut(context, holding, {
      amount: interest,
      type: AssetRecordType.productInterest,
      remark: `Interest ${holding.name} #${holding.id}`,
      at: now,
    });
    holding.interestPaid = add(holding.interestPaid, interest);
    if (holding.kind === ProductKind.finance && isMatured(holding, at)) {
      payOut(context, holding, {
        amount: holding.amount,
        type: AssetRecordType.productRedeem,
        remark: `Matured ${holding.name} #${holding.id}`,
        at: now,
      });
      holding.endedAt = holding.maturesAt;
      release(context, holding);
      holding.status = HoldingStatus.completed;
      continue;
    }
    holding.status = statusAt(holding, at);
  }
}
