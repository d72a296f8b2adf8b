import { ContractAccount } from '../../domain/contract/contract';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import { orderRefusals, requestOf } from './order-request';
import type { OrderShape } from './order.types';

export type * from './order.types';

/**
 * SPEC section 4, "Order creation", as an instance of the one form machine: the Up or Down
 * press names the direction (`submit` with `{ tradeType }`); the SPEC's rules, the account
 * shown and the price hold refuse before anything is sent; one press, one order; success
 * clears the amount. It moves money: a lost answer reloads the account shown (the screen
 * supplies how) and says the outcome is unknown; nothing is sent again.
 */
export const orderForm = createFormMachine<OrderShape>(
  {
    empty: { openAmount: '', second: null, tradeType: null },
    check: orderRefusals,
    // Real money asks once per press (direction, amount, duration, payout, fee); demo never does.
    confirm: (_, terms) => terms.account === ContractAccount.real && terms.confirmReal,
    request: requestOf,
    afterSuccess: (draft) => ({ ...draft, openAmount: '' }),
    // The amount and duration are there again after leaving the screen; the direction is a press.
    kept: ({ openAmount, second }) => ({ openAmount, second }),
  },
  { movesMoney: true },
);

export type OrderForm = FormMachine<OrderShape>;
