import type { PayCoin } from '../../../../domain/wallet/coins';
import type { DepositAddress, DepositRecord } from '../../../../domain/deposit/deposit';
import type { Withdrawal } from '../../../../domain/withdraw/withdrawal';

/** A deposit address the engine gave one user for one coin and network; kept so it never changes. */
export interface StoredDepositAddress extends Pick<DepositAddress, 'network' | 'address' | 'memo'> {
  userId: string;
  coin: PayCoin;
}

/** A deposit on its way: confirmations grow on the engine's clock until it is credited or refused. */
export interface StoredDeposit extends DepositRecord {
  userId: string;
  /** Every blockMs after this instant adds one confirmation. */
  confirmingSince: number;
}

/** A withdrawal as the engine keeps it: reviewed (finished or rejected) at reviewAt. */
export interface StoredWithdrawal extends Withdrawal {
  userId: string;
  reviewAt: number;
}

/** The house side of deposits and withdrawals, by currency: fees kept and what left the exchange. */
export interface WalletHouseLedger {
  fees: Record<string, string>;
  /** Paid out to outside addresses by finished withdrawals (amount - fee). */
  payouts: Record<string, string>;
}

/** New top-level fields, so states stored before deposits parse with empty defaults. */
export interface WalletEngineState {
  depositAddresses: StoredDepositAddress[];
  deposits: StoredDeposit[];
  withdrawals: StoredWithdrawal[];
  walletHouse: WalletHouseLedger;
}

export function emptyWalletState(): WalletEngineState {
  return { depositAddresses: [], deposits: [], withdrawals: [], walletHouse: { fees: {}, payouts: {} } };
}
