import type { EnginePart } from '../../engine-part';
import { objectOf } from '../../state-guards';
import { walletFields } from '../wallet-parse';
import type { WalletEngineState } from '../wallet-state';
import { DEPOSIT_SETTINGS } from './deposit-settings';
import { advanceDeposits } from './deposit-confirmations';

type DepositBookState = Pick<WalletEngineState, 'depositAddresses' | 'deposits'>;

/** Deposits on their way: addresses given out, and a confirmation per simulated block until credited. */
export const depositBookPart: EnginePart = {
  name: 'deposit-book',
  slice: {
    fields: ['depositAddresses', 'deposits'],
    read: objectOf<DepositBookState>({
      depositAddresses: walletFields.depositAddresses,
      deposits: walletFields.deposits,
    }),
    owners: (state) => [...state.depositAddresses, ...state.deposits].map((entry) => entry.userId),
  },
  settings: DEPOSIT_SETTINGS,
  due: advanceDeposits,
};
