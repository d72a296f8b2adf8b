import type { Page } from '../paging';
import type { PayCoin } from '../wallet/coins';
import type { DepositAddress, DepositRecord, DepositRecordQuery, SimulatedDeposit } from './deposit';
import type { Network } from '../wallet/networks';
import type { RequestOnce } from '../shared/request-once';

/** Output port: the signed-in user's deposit addresses and deposit records. */
export interface DepositGateway {
  address(coin: PayCoin, network: Network): Promise<DepositAddress>;
  /** Newest first (SPEC section 3's list answer: list and sum). */
  records(query: DepositRecordQuery): Promise<Page<DepositRecord>>;
}

/** Output port, demo mode only: the simulated blockchain sending a deposit to the user. */
export interface DepositSimulator {
  simulate(request: SimulatedDeposit, once?: RequestOnce): Promise<DepositRecord>;
}
