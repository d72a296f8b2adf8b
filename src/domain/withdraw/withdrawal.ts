import type { PayCoin } from '../wallet/coins';
import type { WithdrawNetwork } from '../wallet/networks';

/**
 * Withdrawals (issue 13 item 4): money leaving the exchange to an address outside it. The
 * SPEC gives the status words (section 4), 'Insufficient available balance' (section 5),
 * the 6-digit fund password (section 5) and "arrives within 24 hours" (section 9).
 */

/** SPEC section 4's words, and 'Cancelled' for one the user withdrew while it waited (our addition). */
export const WithdrawalStatus = { pending: 0, finished: 1, rejected: 2, cancelled: 3 } as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

export const WITHDRAWAL_STATUS_WORDS: Readonly<Record<WithdrawalStatus, string>> = {
  [WithdrawalStatus.pending]: 'Pending review',
  [WithdrawalStatus.finished]: 'Finish',
  [WithdrawalStatus.rejected]: 'Rejected',
  [WithdrawalStatus.cancelled]: 'Cancelled',
};

export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = Object.values(WithdrawalStatus);

/** What the exchange charges and accepts per coin and network. */
export interface WithdrawNetworkConfig {
  coin: PayCoin;
  network: WithdrawNetwork;
  /** Taken out of the amount: the address receives amount - fee. */
  fee: string;
  /** The least amount a withdrawal may carry (always above the fee). */
  minAmount: string;
}

/** What the withdraw form holds. */
export interface WithdrawForm {
  coin: PayCoin;
  network: WithdrawNetwork;
  /** The saved address picked; null when the address is typed. */
  addressId: string | null;
  address: string;
  amount: string;
  fundPassword: string;
  code: string;
  /** The authenticator's code or a recovery code; asked only while one is bound. */
  authenticatorCode: string;
}

/** What is sent: the form without the address book's id. */
export interface WithdrawRequest {
  coin: PayCoin;
  network: WithdrawNetwork;
  address: string;
  amount: string;
  fundPassword: string;
  code: string;
  /**
   * Only while an authenticator is bound (assumed field): its code or a recovery code. A user
   * without one sends nothing new, as the SPEC-shaped request has it.
   */
  authenticatorCode?: string;
}

/** One withdrawal as the records list shows it. */
export interface Withdrawal {
  id: string;
  coin: PayCoin;
  network: WithdrawNetwork;
  address: string;
  /** Taken from the available balance (frozen while pending). */
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  createdAt: number;
  /** Why a rejected withdrawal was refused, when the server says. */
  remark: string | null;
}

export interface WithdrawRecordQuery {
  pageNo: number;
  pageSize: number;
}

/** Withdrawals wait for review; the SPEC promises arrival within this. */
export const ARRIVAL_HOURS = 24;
