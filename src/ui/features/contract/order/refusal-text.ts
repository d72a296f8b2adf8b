import type { IntlShape } from 'react-intl';
import type { OrderRefusal } from '../../../../application/contract/order.machine';
import type { Failure } from '../../../../application/shared/failure-message';
import { OrderProblem } from '../../../../domain/contract/order-rules';
import type { KnownTexts } from '../../../shared/failure-text';
import { refusalText as textOf } from '../../../shared/refusal-text';
import { contractMessages } from '../contract.messages';

const REFUSAL_TEXTS: KnownTexts = {
  [OrderProblem.enterAmount]: contractMessages.enterAmount,
  [OrderProblem.belowMinimum]: contractMessages.belowMinimum,
  [OrderProblem.insufficient]: contractMessages.insufficient,
  stale: contractMessages.stale,
  noPrice: contractMessages.noPrice,
  account: contractMessages.accountPending,
};

/**
 * A refusal, or a failed order (the exchange refuses in the rules' own words), in the user's
 * language; the English catalogue keeps the SPEC's own words.
 */
export function refusalText(intl: IntlShape, refusal: OrderRefusal | Failure): string {
  return textOf(intl, refusal, REFUSAL_TEXTS);
}
