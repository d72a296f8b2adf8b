import type { PayCoin } from '../../../domain/contract/contract';
import type {
  DepositAddress,
  DepositNetwork,
  DepositRecord,
  DepositRecordQuery,
  SimulatedDeposit,
} from '../../../domain/deposit/deposit';
import type { Page } from '../../../domain/paging';
import type {
  Withdrawal,
  WithdrawNetworkConfig,
  WithdrawRecordQuery,
  WithdrawRequest,
} from '../../../domain/withdraw/withdrawal';
import { advanceDeposits, depositAddress, depositRecords, simulateDeposit } from './parts/deposit/deposits';
import type { EngineContext } from './engine-context';
import type { UserRecord } from './engine-state';
import { liftAddressLocks, setIdentityStatus } from './identity';
import {
  cancelWithdrawal,
  settleWithdrawals,
  withdraw,
  withdrawalRecords,
  withdrawConfig,
} from './parts/withdraw/withdrawals';

/** The engine's deposit and withdraw calls (issue 13 items 2 and 4). */
export interface WalletEngine {
  depositAddress(token: string, coin: PayCoin, network: DepositNetwork): DepositAddress;
  /** Demo mode's "simulate a deposit", and the reference server's test control. */
  simulateDeposit(token: string, request: SimulatedDeposit): DepositRecord;
  depositRecords(token: string, query: DepositRecordQuery): Page<DepositRecord>;
  withdrawConfig(): WithdrawNetworkConfig[];
  withdraw(token: string, request: WithdrawRequest): Withdrawal;
  withdrawalRecords(token: string, query: WithdrawRecordQuery): Page<Withdrawal>;
  cancelWithdrawal(token: string, id: string): void;
  setIdentityStatus(token: string, authen: number): void;
  liftAddressLocks(token: string): void;
}

type Run = <T>(action: (now: number) => T) => T;
type SignedIn = <T>(token: string, action: (user: UserRecord, now: number) => T) => T;

/** What is due on the clock before any call: confirmations mined, reviews finished. */
export function advanceWallet(context: EngineContext, now: number): void {
  advanceDeposits(context, now);
  settleWithdrawals(context, now);
}

export function walletEngine(context: EngineContext, run: Run, signedIn: SignedIn): WalletEngine {
  return {
    depositAddress: (token, coin, network) =>
      signedIn(token, (user) => depositAddress(context, user, coin, network)),
    simulateDeposit: (token, request) =>
      signedIn(token, (user, now) => simulateDeposit(context, user, request, now)),
    depositRecords: (token, query) => signedIn(token, (user) => depositRecords(context, user, query)),
    withdrawConfig: () => run(() => withdrawConfig(context)),
    withdraw: (token, request) => signedIn(token, (user, now) => withdraw(context, user, request, now)),
    withdrawalRecords: (token, query) => signedIn(token, (user) => withdrawalRecords(context, user, query)),
    cancelWithdrawal: (token, id) => signedIn(token, (user, now) => cancelWithdrawal(context, user, id, now)),
    setIdentityStatus: (token, authen) => signedIn(token, (user) => setIdentityStatus(user, authen)),
    liftAddressLocks: (token) => signedIn(token, (user, now) => liftAddressLocks(context, user, now)),
  };
}
