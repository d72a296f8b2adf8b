import type { IntlShape } from 'react-intl';
import type { OrderRefusal } from '../../../../application/contract/order.machine';
import { OrderProblem } from '../../../../domain/contract/order-rules';
import { contractMessages } from '../contract.messages';

/** A refusal in the user's language; the English catalogue keeps the SPEC's own words. */
export function refusalText(intl: IntlShape, refusal: OrderRefusal): string {
  switch (refusal) {
    case OrderProblem.enterAmount:
      return intl.formatMessage(contractMessages.enterAmount);
    case OrderProblem.belowMinimum:
      return intl.formatMessage(contractMessages.belowMinimum);
    case OrderProblem.insufficient:
      return intl.formatMessage(contractMessages.insufficient);
    case 'stale':
      return intl.formatMessage(contractMessages.stale);
    case 'noPrice':
      return intl.formatMessage(contractMessages.noPrice);
    case 'account':
      return intl.formatMessage(contractMessages.accountPending);
  }
}
