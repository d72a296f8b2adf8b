import { orderProblem } from '../../domain/contract/order-rules';
import { normaliseTypedAmount } from '../../domain/precision';
import type { AccountOrder, OrderContext, OrderRefusal } from './order.types';

/**
 * 'account' while the account shown has no config, else a SPEC rule the order breaks, else
 * the price hold (a stale feed, or no price of the pair yet); null lets it through.
 */
export function refusalOf(context: OrderContext): OrderRefusal | null {
  if (context.pendingAccount !== null) return 'account';
  if (!context.duration) return 'Enter the opening amount';
  const problem = orderProblem({
    openAmount: context.openAmount,
    duration: context.duration,
    feeRate: context.feeRate,
    available: context.available,
  });
  return problem ?? context.priceHold;
}

/** The order to send; only called once validating let it through. */
export function requestOf(context: OrderContext): AccountOrder {
  // validating let the order through, so both are set; the check keeps the types honest.
  if (!context.duration || context.tradeType === null) throw new Error('submitting an incomplete order');
  return {
    account: context.account,
    // As the rule read it: blanks dropped, full-width digits made plain.
    openAmount: normaliseTypedAmount(context.openAmount),
    baseCoin: context.baseCoin,
    quoteCoin: context.quoteCoin,
    positionTime: context.duration.second,
    tradeType: context.tradeType,
  };
}
