import type { Page } from '../paging';
import type { Withdrawal, WithdrawNetworkConfig, WithdrawRecordQuery, WithdrawRequest } from './withdrawal';
import type { RequestOnce } from '../shared/request-once';
import type { WhitelistChange, WithdrawGuard } from './withdraw-guard';

/** Output port: withdrawing from the spot account, its terms and its records. */
export interface WithdrawGateway {
  /** Fee and minimum per coin and network. */
  config(): Promise<WithdrawNetworkConfig[]>;
  /** What holds the user's withdrawals now: a lock, a hold, whitelist-only. */
  guard(): Promise<WithdrawGuard>;
  /** Whitelist-only on at once; off only with the withdraw email code. */
  setWhitelistOnly(change: WhitelistChange): Promise<void>;
  /** Freezes the amount and queues the withdrawal for review; answers it as recorded. */
  withdraw(request: WithdrawRequest, once?: RequestOnce): Promise<Withdrawal>;
  /** Newest first. */
  records(query: WithdrawRecordQuery): Promise<Page<Withdrawal>>;
  /**
   * Every address the user's withdrawals went to (paid out or pending), each once, newest first:
   * a typed address is compared with all of them for a lookalike, not only a loaded page's.
   */
  pastAddresses(): Promise<string[]>;
  /** Only while pending: the amount returns to the available balance. */
  cancel(id: string): Promise<void>;
}
