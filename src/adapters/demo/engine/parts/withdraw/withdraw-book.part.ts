import { PAY_COINS } from '../../../../../domain/wallet/coins';
import { WITHDRAW_NETWORKS } from '../../../../../domain/wallet/networks';
import type { EnginePart } from '../../engine-part';
import type { AddressBookState } from './address-book-state';
import { flag, listOf, nullable, objectOf, oneOf, text, time, withDefault } from '../../state-guards';
import { walletFields } from '../wallet-parse';
import type { WalletEngineState } from '../wallet-state';
import type { RemovedAddress, StoredAddress } from './address-record';
import type { WithdrawGuardRecord } from './withdraw-guard-record';
import { WITHDRAW_SETTINGS } from './withdraw-settings';
import { settleWithdrawals } from './withdraw-reviews';

type WithdrawBookState = AddressBookState & Pick<WalletEngineState, 'withdrawals' | 'walletHouse'>;

const addressFields = {
  id: text,
  userId: text,
  label: text,
  coin: oneOf(PAY_COINS),
  network: oneOf(WITHDRAW_NETWORKS),
  address: text,
  createdAt: time,
  usableAt: time,
};
const storedAddress = objectOf<StoredAddress>(addressFields);
const removedAddress = objectOf<RemovedAddress>({ ...addressFields, removedAt: time });
const withdrawGuard = objectOf<WithdrawGuardRecord>({
  userId: text,
  failures: listOf(time),
  lockedUntil: nullable(time),
  whitelistOnly: flag,
  // State kept before the hold existed has no such field: never turned off.
  whitelistOffAt: withDefault(nullable(time), () => null),
});

/**
 * Withdrawals and the address book they are checked against: the simulated review, due at
 * each withdrawal's review time, pays it out or returns it (a lookalike of a saved address).
 */
export const withdrawBookPart: EnginePart = {
  name: 'withdraw-book',
  slice: {
    fields: ['addresses', 'removedAddresses', 'withdrawGuards', 'withdrawals', 'walletHouse'],
    read: objectOf<WithdrawBookState>({
      addresses: withDefault(listOf(storedAddress), () => []),
      removedAddresses: withDefault(listOf(removedAddress), () => []),
      withdrawGuards: withDefault(listOf(withdrawGuard), () => []),
      withdrawals: walletFields.withdrawals,
      walletHouse: walletFields.walletHouse,
    }),
    owners: (state) =>
      [...state.addresses, ...state.removedAddresses, ...state.withdrawGuards, ...state.withdrawals].map(
        (entry) => entry.userId,
      ),
  },
  settings: WITHDRAW_SETTINGS,
  due: settleWithdrawals,
};
