import type { PayCoin } from '../../../../../domain/wallet/coins';
import { carries, type Network } from '../../../../../domain/wallet/networks';
import {
  type DepositAddress,
  type DepositRecord,
  type DepositRecordQuery,
  DepositStatus,
  REQUIRED_CONFIRMATIONS,
  type SimulatedDeposit,
} from '../../../../../domain/deposit/deposit';
import { DepositProblem, simulatedDepositProblem } from '../../../../../domain/deposit/deposit-rules';
import type { Page } from '../../../../../domain/paging';
import { readAmount } from '../../../../../domain/precision';
import { depositAddressOf, txHashFor } from './deposit-addresses';
import type { EngineContext } from '../../engine-context';
import { refuse } from '../../engine-error';
import type { UserRecord } from '../../user-records';
import { nextId } from '../../ids';
import { pageOf } from '../../paging';
import type { StoredDeposit } from '../wallet-state';

export function depositAddress(
  context: EngineContext,
  user: UserRecord,
  coin: PayCoin,
  network: Network,
): DepositAddress {
  if (!carries(coin, network)) refuse(DepositProblem.network);
  const stored = depositAddressOf(context.state, user, coin, network);
  return {
    coin,
    network,
    address: stored.address,
    memo: stored.memo,
    minDeposit: context.settings.depositMinimums[network],
    confirmations: REQUIRED_CONFIRMATIONS,
  };
}

function publicOf({ userId: _owner, confirmingSince: _since, ...record }: StoredDeposit): DepositRecord {
  return record;
}

/** Demo mode: the simulated blockchain sends coins to the user's address; they start unconfirmed. */
export function simulateDeposit(
  context: EngineContext,
  user: UserRecord,
  request: SimulatedDeposit,
  now: number,
): DepositRecord {
  const problem = simulatedDepositProblem(request);
  if (problem) refuse(problem);
  depositAddressOf(context.state, user, request.coin, request.network);
  const id = nextId(context.state);
  const stored: StoredDeposit = {
    id,
    userId: user.id,
    coin: request.coin,
    network: request.network,
    amount: readAmount(request.amount, '0') ?? request.amount,
    status: DepositStatus.pending,
    createdAt: now,
    txHash: txHashFor(context.state.seed, id),
    confirmations: 0,
    required: REQUIRED_CONFIRMATIONS,
    confirmingSince: now,
  };
  context.state.deposits.push(stored);
  return publicOf(stored);
}

export function depositRecords(
  context: EngineContext,
  user: UserRecord,
  query: DepositRecordQuery,
): Page<DepositRecord> {
  const coin = typeof query.coin === 'string' ? query.coin.toUpperCase() : undefined;
  const mine = context.state.deposits
    .filter((entry) => entry.userId === user.id && (!coin || entry.coin === coin))
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))
    .map(publicOf);
  return pageOf(mine, query.pageNo, query.pageSize);
}
