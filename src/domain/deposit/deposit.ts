import type { PayCoin } from '../wallet/coins';
import type { Network } from '../wallet/networks';

/**
 * Deposits (issue 13 item 2): coins arrive from a blockchain to an address the exchange
 * gives each user, and are credited to the spot account once the network has confirmed
 * them. The SPEC names the screen and two facts only (section 9: 12 network confirmations;
 * section 4: the status words); everything else here is our decision, reported with it.
 */

/** SPEC section 9: "Deposit: needs 12 network confirmations". */
export const REQUIRED_CONFIRMATIONS = 12;

/** SPEC section 4 "Withdrawal/deposit": 'Pending review', 'Finish', 'Rejected'. */
export const DepositStatus = { pending: 0, finished: 1, rejected: 2 } as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];

export const DEPOSIT_STATUS_WORDS: Readonly<Record<DepositStatus, string>> = {
  [DepositStatus.pending]: 'Pending review',
  [DepositStatus.finished]: 'Finish',
  [DepositStatus.rejected]: 'Rejected',
};

/** Where to send a coin on a network, and what the exchange needs to credit it. */
export interface DepositAddress {
  coin: PayCoin;
  network: Network;
  address: string;
  /** The memo (tag) a shared-address network needs to tell users apart; null elsewhere. */
  memo: string | null;
  /** Smaller deposits are not credited (they end 'Rejected'). */
  minDeposit: string;
  /** Confirmations needed before the amount is credited (SPEC: 12). */
  confirmations: number;
}

/** One deposit as the records list shows it. */
export interface DepositRecord {
  id: string;
  coin: PayCoin;
  network: Network;
  amount: string;
  status: DepositStatus;
  createdAt: number;
  /** The blockchain transaction, when the server sends it. */
  txHash: string | null;
  /** Confirmations so far, when the server sends them; null shows no counter. */
  confirmations: number | null;
  /** Confirmations needed; REQUIRED_CONFIRMATIONS when the server sends none. */
  required: number;
}

export interface DepositRecordQuery {
  pageNo: number;
  pageSize: number;
  coin?: PayCoin;
}

/** Demo mode only: a deposit the simulated blockchain sends to the user's address. */
export interface SimulatedDeposit {
  coin: PayCoin;
  network: Network;
  amount: string;
}
