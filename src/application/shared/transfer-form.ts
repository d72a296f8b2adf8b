import { gt, normaliseTypedAmount } from '../../domain/precision';
import { availableOf, type BalanceRow } from '../../domain/wallet/balances';
import type { PayCoin } from '../../domain/wallet/coins';
import type { ENTER_TRANSFER_AMOUNT } from '../../domain/wallet/transfer';
import {
  DEFAULT_TRANSFER_TYPE,
  transferAmountProblem,
  transferToSend,
  type TransferRequest,
  TransferType,
} from '../../domain/wallet/transfer';
import { createFormMachine, type FormMachine } from './form.machine';
import type { Refusal } from './form.types';

export interface TransferDraft {
  type: TransferType;
  currency: PayCoin;
  amount: string;
}

export interface TransferTerms {
  /** What the account the money leaves holds of the coin; null while unknown (the server checks). */
  available: (type: TransferType, currency: string) => string | null;
}

export const INSUFFICIENT_BALANCE = 'Insufficient available balance';
export type TransferProblem = typeof ENTER_TRANSFER_AMOUNT | typeof INSUFFICIENT_BALANCE;

export interface TransferShape {
  draft: TransferDraft;
  terms: TransferTerms;
  request: TransferRequest;
  output: unknown;
  problem: TransferProblem;
  field: 'amount';
}

export type TransferFormMachine = FormMachine<TransferShape>;

/** Before the balances are known, nothing is held back: the exchange checks the amount itself. */
export const UNKNOWN_BALANCES: TransferTerms = { available: () => null };

/**
 * What the account a transfer leaves holds, for any screen that knows both sides: spot's rows
 * for a transfer into the contract (type 1), the contract account's for one back (type 2);
 * null while that side is not known (the exchange checks).
 */
export function transferTermsFrom(
  spot: readonly BalanceRow[] | null,
  contract: readonly BalanceRow[] | null,
): TransferTerms {
  return {
    available: (type, currency) => availableOf(type === TransferType.toContract ? spot : contract, currency),
  };
}

function transferRefusals(draft: TransferDraft, terms: TransferTerms): Refusal<TransferProblem, 'amount'>[] {
  const problem = transferAmountProblem(draft.amount);
  if (problem !== null) return [{ problem, fields: ['amount'] }];
  const available = terms.available(draft.type, draft.currency);
  if (available !== null && gt(normaliseTypedAmount(draft.amount), available))
    return [{ problem: INSUFFICIENT_BALANCE, fields: ['amount'] }];
  return [];
}

/**
 * The one transfer between spot and the contract account (SPEC section 3: amount, currency,
 * type), for the assets screen and the contract screen alike: the transfer rule of the wallet
 * kernel, the amount the account holds, a confirmation where the screen asks for one, and a
 * lost answer that reloads the balances instead of sending again.
 */
export function createTransferForm({ confirm }: { confirm: boolean }): TransferFormMachine {
  return createFormMachine<TransferShape>(
    {
      empty: { type: DEFAULT_TRANSFER_TYPE, currency: 'USDT', amount: '' },
      check: transferRefusals,
      confirm: () => confirm,
      request: (draft) => transferToSend(draft),
      afterSuccess: (draft) => ({ ...draft, amount: '' }),
      kept: (draft) => draft,
    },
    { movesMoney: true },
  );
}
