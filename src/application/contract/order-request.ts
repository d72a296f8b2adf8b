import type { DurationConfig } from '../../domain/contract/contract';
import { orderProblem } from '../../domain/contract/order-rules';
import { normaliseTypedAmount } from '../../domain/precision';
import type { Refusal } from '../shared/form.types';
import type { AccountOrder, OrderDraft, OrderRefusal, OrderTerms } from './order.types';

/** The duration chosen, else the config's first (SPEC section 4: the first entry is the default). */
export function durationOf(draft: OrderDraft, terms: OrderTerms): DurationConfig | null {
  return terms.durations.find((d) => d.second === draft.second) ?? terms.durations[0] ?? null;
}

/**
 * 'account' while the account shown has no config, else a SPEC rule the order breaks (on the
 * amount), else the price hold (a stale feed, or no price of the pair yet); none lets it through.
 */
export function orderRefusals(draft: OrderDraft, terms: OrderTerms): Refusal<OrderRefusal, 'openAmount'>[] {
  if (terms.pendingAccount !== null) return [{ problem: 'account', fields: [] }];
  const duration = durationOf(draft, terms);
  const problem = duration
    ? orderProblem({
        openAmount: draft.openAmount,
        duration,
        feeRate: terms.feeRate,
        available: terms.available,
      })
    : 'Enter the opening amount';
  if (problem !== null) return [{ problem, fields: ['openAmount'] }];
  return terms.priceHold === null ? [] : [{ problem: terms.priceHold, fields: [] }];
}

/** The order to send; the form only asks once the refusals let it through. */
export function requestOf(draft: OrderDraft, terms: OrderTerms): AccountOrder {
  const duration = durationOf(draft, terms);
  // The checks let the order through, so both are set; this keeps the types honest.
  if (!duration || draft.tradeType === null) throw new Error('submitting an incomplete order');
  return {
    account: terms.account,
    // As the rule read it: blanks dropped, full-width digits made plain.
    openAmount: normaliseTypedAmount(draft.openAmount),
    baseCoin: terms.baseCoin,
    quoteCoin: terms.quoteCoin,
    positionTime: duration.second,
    tradeType: draft.tradeType,
  };
}
