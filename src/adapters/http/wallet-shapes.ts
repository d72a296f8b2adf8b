import { PAY_COINS, type PayCoin } from '../../domain/wallet/coins';
import {
  type DepositAddress,
  type DepositRecord,
  DepositStatus,
  REQUIRED_CONFIRMATIONS,
} from '../../domain/deposit/deposit';
import { matchesNetwork } from '../../domain/wallet/address-format';
import { isWithdrawNetwork, type WithdrawNetwork, isNetwork, needsMemo } from '../../domain/wallet/networks';
import {
  type Withdrawal,
  WITHDRAWAL_STATUSES,
  type WithdrawNetworkConfig,
} from '../../domain/withdraw/withdrawal';
import { HOLD_CAUSES, type WithdrawGuard } from '../../domain/withdraw/withdraw-guard';
import {
  malformed,
  readDecimal,
  readFlag,
  readInteger,
  readOneOf,
  readOptional,
  readOptionalText,
  readRecord,
  readText,
} from './read-shape';
import type { Network } from '../../domain/wallet/networks';

/** Shapes of the assumed deposit and withdraw calls (api-paths.ts); only the minimal fields are required. */

export function readCoin(value: unknown): PayCoin {
  return (PAY_COINS as readonly unknown[]).includes(value) ? (value as PayCoin) : malformed();
}

function readDepositNetwork(value: unknown): Network {
  return isNetwork(value) ? value : malformed();
}

function readWithdrawNetwork(value: unknown): WithdrawNetwork {
  return isWithdrawNetwork(value) ? value : malformed();
}

const textOrNull = (value: unknown): string | null => readOptionalText(value) || null;

/**
 * The coin and network asked for are what the address is for; a fuller server echoes them. An
 * address that is not one of the network's (checksum and all), or a shared-address network's
 * without its memo, is refused: a deposit there would be lost, so none is shown.
 */
export function readDepositAddress(value: unknown, coin: PayCoin, network: Network): DepositAddress {
  const row = readRecord(value);
  const address = readText(row.address);
  const memo = textOrNull(row.memo);
  if (!matchesNetwork(network, address) || (needsMemo(network) && memo === null)) malformed();
  return {
    coin,
    network,
    address,
    memo,
    minDeposit: readDecimal(row.minDeposit),
    confirmations: readOptional(row.confirmations, readInteger) ?? REQUIRED_CONFIRMATIONS,
  };
}

export function readDepositRecord(value: unknown): DepositRecord {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    coin: readCoin(row.coin),
    network: readDepositNetwork(row.network),
    amount: readDecimal(row.amount),
    status: readOneOf(row.status, Object.values(DepositStatus)),
    createdAt: readInteger(row.createdAt),
    txHash: textOrNull(row.txHash),
    confirmations: readOptional(row.confirmations, readInteger),
    required: readOptional(row.required, readInteger) ?? REQUIRED_CONFIRMATIONS,
  };
}

export function readWithdrawConfig(value: unknown): WithdrawNetworkConfig {
  const row = readRecord(value);
  return {
    coin: readCoin(row.coin),
    network: readWithdrawNetwork(row.network),
    fee: readDecimal(row.fee),
    minAmount: readDecimal(row.minAmount),
  };
}

/** Every field optional: a server that says nothing holds nothing. */
export function readWithdrawGuard(value: unknown): WithdrawGuard {
  const row = readOptional(value, readRecord) ?? {};
  return {
    lockedUntil: readOptional(row.lockedUntil, readInteger),
    heldUntil: readOptional(row.heldUntil, readInteger),
    // Only words: a cause this app does not know is shown as a hold without one.
    heldBecause: HOLD_CAUSES.find((cause) => cause === row.heldBecause) ?? null,
    whitelistOnly: readFlag(row.whitelistOnly ?? false),
  };
}

export function readWithdrawal(value: unknown): Withdrawal {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    coin: readCoin(row.coin),
    network: readWithdrawNetwork(row.network),
    address: readText(row.address),
    amount: readDecimal(row.amount),
    fee: readDecimal(row.fee),
    status: readOneOf(row.status, WITHDRAWAL_STATUSES),
    createdAt: readInteger(row.createdAt),
    remark: textOrNull(row.remark),
  };
}
