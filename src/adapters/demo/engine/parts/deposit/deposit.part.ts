import type { PayCoin } from '../../../../../domain/wallet/coins';
import type { Network } from '../../../../../domain/wallet/networks';
import type {
  DepositAddress,
  DepositRecord,
  DepositRecordQuery,
  SimulatedDeposit,
} from '../../../../../domain/deposit/deposit';
import type { Page } from '../../../../../domain/paging';
import type { EnginePart } from '../../engine-part';
import { balancesPart } from '../balances/balances.part';
import { appliedOnce } from '../once/applied-once';
import { oncePart } from '../once/once.part';
import { depositAddress, depositRecords, simulateDeposit } from './deposits';

export interface DepositMethods {
  depositAddress(token: string, coin: PayCoin, network: Network): DepositAddress;
  /** Demo mode's "simulate a deposit", and the reference server's test control. */
  simulateDeposit(token: string, request: SimulatedDeposit, requestId?: string): DepositRecord;
  depositRecords(token: string, query: DepositRecordQuery): Page<DepositRecord>;
}

/** Deposits' calls: the user's address per coin and network, simulated deposits, the records. */
export const depositPart: EnginePart<DepositMethods> = {
  name: 'deposit',
  needs: [balancesPart, oncePart],
  methods: ({ context, signedIn }) => ({
    depositAddress: (token, coin, network) =>
      signedIn(token, (user) => depositAddress(context, user, coin, network)),
    simulateDeposit: (token, request, requestId) =>
      signedIn(token, (user, now) =>
        appliedOnce(context, { user, call: 'deposit.simulate', requestId, now }, () =>
          simulateDeposit(context, user, request, now),
        ),
      ),
    depositRecords: (token, query) => signedIn(token, (user) => depositRecords(context, user, query)),
  }),
};
