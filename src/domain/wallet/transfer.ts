import { normaliseTypedAmount, readAmount } from '../precision';

/** SPEC section 3: a transfer between the spot and the contract account. */
export interface TransferRequest {
  amount: string;
  currency: string;
  type: number;
}

/** SPEC section 3: transfer type 1 moves spot -> contract, 2 contract -> spot. */
export const TransferType = { toContract: 1, toSpot: 2 } as const;
export type TransferType = (typeof TransferType)[keyof typeof TransferType];

/** SPEC section 9: the default transfer type. */
export const DEFAULT_TRANSFER_TYPE: TransferType = TransferType.toContract;

/** SPEC section 9: minimum transfer amount. */
export const MIN_TRANSFER_AMOUNT = '0.00001';

/** SPEC section 5: a transfer amount is required and at least 0.00001. */
export const ENTER_TRANSFER_AMOUNT = 'Enter the transfer amount';

/** The transfer rule, once for every transfer form: null when the amount may be sent. */
export function transferAmountProblem(amount: string): typeof ENTER_TRANSFER_AMOUNT | null {
  return readAmount(normaliseTypedAmount(amount), MIN_TRANSFER_AMOUNT) === null
    ? ENTER_TRANSFER_AMOUNT
    : null;
}

/** What is sent: the amount as the rule read it (blanks dropped, full-width digits made plain). */
export function transferToSend(request: TransferRequest): TransferRequest {
  return { ...request, amount: normaliseTypedAmount(request.amount) };
}
