import { ENTER_TRANSFER_AMOUNT, transferAmountProblem } from '../../domain/wallet/transfer';
import { createFormMachine, type FormMachine } from '../shared/form.machine';

export interface DemoFundsShape {
  /** The top-up amount, named with the press of its button (`submit` with `{ amount }`). */
  draft: { amount: string };
  terms: null;
  /** The amount to add, as /virtual/addAmount takes it. */
  request: string;
  output: unknown;
  problem: typeof ENTER_TRANSFER_AMOUNT;
  field: 'amount';
}

/**
 * Adding practice funds to the demo account (SPEC section 7, /virtual/addAmount), as an
 * instance of the one form machine: the transfer's amount rule, one top-up per press, and a
 * lost answer that reloads the balances instead of adding again.
 */
export const demoFundsForm: FormMachine<DemoFundsShape> = createFormMachine<DemoFundsShape>(
  {
    empty: { amount: '' },
    check: ({ amount }) =>
      transferAmountProblem(amount) === null ? [] : [{ problem: ENTER_TRANSFER_AMOUNT, fields: ['amount'] }],
    request: ({ amount }) => amount,
  },
  { movesMoney: true },
);

export type DemoFundsForm = FormMachine<DemoFundsShape>;
