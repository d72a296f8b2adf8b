import type { Page } from '../../../../../domain/paging';
import type { AddressDraft, SavedAddress } from '../../../../../domain/withdraw/address-book';
import type {
  Withdrawal,
  WithdrawNetworkConfig,
  WithdrawRecordQuery,
  WithdrawRequest,
} from '../../../../../domain/withdraw/withdrawal';
import type { WithdrawGuard } from '../../../../../domain/withdraw/withdraw-guard';
import type { EnginePart } from '../../engine-part';
import type { DerivedPassword } from '../../password-record';
import { balancesPart } from '../balances/balances.part';
import { identityPart } from '../identity/identity.part';
import { appliedOnce } from '../once/applied-once';
import { oncePart } from '../once/once.part';
import { addressesOf } from './saved-addresses';
import { addAddress, editAddress, liftAddressLocks, removeAddress } from './addresses';
import { pastWithdrawalAddresses } from './past-addresses';
import { setWhitelistOnly, withdrawGuardOf } from './withdraw-guards';
import { cancelWithdrawal, withdraw, withdrawalRecords, withdrawConfig } from './withdrawals';

export interface WithdrawMethods {
  addresses(token: string): SavedAddress[];
  addAddress(token: string, draft: AddressDraft): SavedAddress;
  editAddress(token: string, id: string, draft: AddressDraft): void;
  removeAddress(token: string, id: string): void;
  withdrawConfig(): WithdrawNetworkConfig[];
  withdrawGuard(token: string): WithdrawGuard;
  /** Turning whitelist-only off needs the withdraw email code. */
  setWhitelistOnly(token: string, on: boolean, code: string): void;
  /** The fund password comes derived before the call (`fund`, password-kdf.ts). */
  withdraw(
    token: string,
    request: WithdrawRequest,
    requestId: string | undefined,
    fund: DerivedPassword,
  ): Withdrawal;
  withdrawalRecords(token: string, query: WithdrawRecordQuery): Page<Withdrawal>;
  /** Every address the user's withdrawals went to, each once, newest first. */
  pastWithdrawalAddresses(token: string): string[];
  cancelWithdrawal(token: string, id: string): void;
  /** Support lifts the cool-down of the user's saved addresses (the reference server's test control). */
  liftAddressLocks(token: string): void;
}

/** Withdrawals' calls: the address book, withdrawing, the records and cancelling a pending one. */
export const withdrawPart: EnginePart<WithdrawMethods> = {
  name: 'withdraw',
  // Its calls read the identity status: the reviews due before them are decided first.
  needs: [balancesPart, identityPart, oncePart],
  methods: ({ context, run, signedIn }) => ({
    addresses: (token) => signedIn(token, (user) => addressesOf(context, user)),
    addAddress: (token, draft) => signedIn(token, (user, now) => addAddress(context, user, draft, now)),
    editAddress: (token, id, draft) =>
      signedIn(token, (user, now) => editAddress(context, user, id, draft, now)),
    removeAddress: (token, id) => signedIn(token, (user, now) => removeAddress(context, user, id, now)),
    withdrawConfig: () => run(() => withdrawConfig(context)),
    withdrawGuard: (token) => signedIn(token, (user, now) => withdrawGuardOf(context, user, now)),
    setWhitelistOnly: (token, on, code) =>
      signedIn(token, (user, now) => setWhitelistOnly(context, user, on, code, now)),
    withdraw: (token, request, requestId, fund) =>
      signedIn(token, (user, now) =>
        appliedOnce(context, { user, call: 'withdraw.apply', requestId, now }, () =>
          withdraw(context, user, request, fund, now),
        ),
      ),
    withdrawalRecords: (token, query) => signedIn(token, (user) => withdrawalRecords(context, user, query)),
    pastWithdrawalAddresses: (token) => signedIn(token, (user) => pastWithdrawalAddresses(context, user)),
    cancelWithdrawal: (token, id) => signedIn(token, (user, now) => cancelWithdrawal(context, user, id, now)),
    liftAddressLocks: (token) => signedIn(token, (user, now) => liftAddressLocks(context, user, now)),
  }),
};
