import { PAY_COINS } from '../../../../domain/wallet/coins';
import { DepositStatus } from '../../../../domain/deposit/deposit';
import { NETWORKS, WITHDRAW_NETWORKS } from '../../../../domain/wallet/networks';
import { WITHDRAWAL_STATUSES } from '../../../../domain/withdraw/withdrawal';
import {
  amount,
  byCurrency,
  listOf,
  nullable,
  objectOf,
  oneOf,
  text,
  time,
  withDefault,
  type Reader,
} from '../state-guards';
import type {
  StoredDeposit,
  StoredDepositAddress,
  StoredWithdrawal,
  WalletHouseLedger,
} from './wallet-state';

const payCoin = oneOf(PAY_COINS);
const count: Reader<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000 ? value : undefined;

const depositAddress = objectOf<StoredDepositAddress>({
  userId: text,
  coin: payCoin,
  network: oneOf(NETWORKS),
  address: text,
  memo: nullable(text),
});

const deposit = objectOf<StoredDeposit>({
  id: text,
  userId: text,
  coin: payCoin,
  network: oneOf(NETWORKS),
  amount,
  status: oneOf(Object.values(DepositStatus)),
  createdAt: time,
  txHash: nullable(text),
  confirmations: nullable(count),
  required: count,
  confirmingSince: time,
});

const withdrawal = objectOf<StoredWithdrawal>({
  id: text,
  userId: text,
  coin: payCoin,
  network: oneOf(WITHDRAW_NETWORKS),
  address: text,
  amount,
  fee: amount,
  status: oneOf(WITHDRAWAL_STATUSES),
  createdAt: time,
  remark: nullable(text),
  reviewAt: time,
});

const walletHouse = objectOf<WalletHouseLedger>({ fees: byCurrency(amount), payouts: byCurrency(amount) });

/** Readers of the deposit and withdraw fields; states stored before them read as empty. */
export const walletFields = {
  depositAddresses: withDefault(listOf(depositAddress), () => []),
  deposits: withDefault(listOf(deposit), () => []),
  withdrawals: withDefault(listOf(withdrawal), () => []),
  walletHouse: withDefault(walletHouse, () => ({ fees: {}, payouts: {} })),
};
