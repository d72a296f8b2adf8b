import type { Failure } from '../shared/failure-message';
import type { PayCoin } from '../../domain/wallet/coins';
import type { SavedAddress } from '../../domain/withdraw/address-book';
import type { WithdrawProblem } from '../../domain/withdraw/withdraw-rules';
import type { Withdrawal, WithdrawForm, WithdrawNetworkConfig } from '../../domain/withdraw/withdrawal';

/** What the screen knows besides the form: the terms, the spot balances and the address book. */
export interface WithdrawTerms {
  config: WithdrawNetworkConfig[];
  /** Available spot balance by coin. */
  available: Partial<Record<PayCoin, string>>;
  /** Frozen spot balance by coin: what pending withdrawals hold. */
  frozen: Partial<Record<PayCoin, string>>;
  saved: SavedAddress[];
}

export interface WithdrawFormContext {
  form: WithdrawForm;
  terms: WithdrawTerms | null;
  /** Server time, for the saved addresses' cool-downs. */
  now: () => number;
  refusal: WithdrawProblem | null;
  /** The server's refusal of the last send ('' when it gave no message). */
  failure: Failure | null;
  /** The withdrawal as recorded, once sent. */
  sent: Withdrawal | null;
}

export interface WithdrawFormInput {
  now?: () => number;
}

export type WithdrawFormEvent =
  | { type: 'edit'; patch: Partial<WithdrawForm> }
  | { type: 'terms.update'; terms: WithdrawTerms }
  | { type: 'submit' }
  | { type: 'confirm' }
  | { type: 'back' }
  /** After done or an unknown outcome: a fresh form for the next withdrawal. */
  | { type: 'again' };

export type WithdrawFormEmitted =
  | { type: 'withdraw.sent'; withdrawal: Withdrawal }
  | { type: 'withdraw.unknown' }
  | { type: 'withdraw.failed'; failure: Failure };
