import { MIN_TRANSFER_AMOUNT, type TransferRequest } from '../../domain/contract/contract';
import { normaliseTypedAmount, readAmount } from '../../domain/precision';

/** SPEC section 5: a transfer amount is required and at least 0.00001. */
export const ENTER_TRANSFER_AMOUNT = 'Enter the transfer amount';

export function transferProblem(request: TransferRequest): string | null {
  return readAmount(normaliseTypedAmount(request.amount), MIN_TRANSFER_AMOUNT) === null
    ? ENTER_TRANSFER_AMOUNT
    : null;
}

/** Demo top-ups follow the same amount rule. */
export function demoAmountProblem(amount: string): string | null {
  return readAmount(normaliseTypedAmount(amount), MIN_TRANSFER_AMOUNT) === null
    ? ENTER_TRANSFER_AMOUNT
    : null;
}

/** What is sent: the amount as the rule read it (blanks dropped, full-width digits made plain). */
export function transferToSend(request: TransferRequest): TransferRequest {
  return { ...request, amount: normaliseTypedAmount(request.amount) };
}
