import { add, sub } from '../../../domain/precision';
import type { CoreContext } from './engine-context';
import type { CoreEngineState } from './engine-state';
import type { AccountName, Balance, UserRecord } from './user-records';
import { nextId } from './ids';
import type { AssetRecordType } from './record-types';

/** A balance as read; a currency never touched reads as zero. */
export function balanceOf(user: UserRecord, account: AccountName, currency: string): Balance {
  const balances = user.balances[account];
  return Object.hasOwn(balances, currency) ? (balances[currency] ?? zero()) : zero();
}

function zero(): Balance {
  return { available: '0', frozen: '0' };
}

function entry(user: UserRecord, account: AccountName, currency: string): Balance {
  const balances = user.balances[account];
  const existing = Object.hasOwn(balances, currency) ? balances[currency] : undefined;
  if (existing) return existing;
  const created = zero();
  balances[currency] = created;
  return created;
}

/** Adds a signed amount to a per-currency total (house ledger, grants). */
export function addTo(totals: Record<string, string>, currency: string, amount: string): void {
  totals[currency] = add(Object.hasOwn(totals, currency) ? (totals[currency] ?? '0') : '0', amount);
}

export interface Movement {
  account: AccountName;
  currency: string;
  /** Signed change of the available balance. */
  amount: string;
  tradeType: AssetRecordType;
  remark: string;
  at: number;
}

/**
 * Changes an available balance and writes the asset record that explains it, so the
 * records of an account always add up to its available balance. Callers check funds
 * first: this never refuses.
 */
export function move(context: CoreContext, user: UserRecord, movement: Movement): void {
  const balance = entry(user, movement.account, movement.currency);
  balance.available = add(balance.available, movement.amount);
  record(context.state, user, movement);
}

function record(state: CoreEngineState, user: UserRecord, movement: Movement): void {
  state.records.push({
    id: nextId(state),
    userId: user.id,
    account: movement.account,
    currency: movement.currency,
    amount: movement.amount,
    tradeType: movement.tradeType,
    remark: movement.remark,
    createdAt: movement.at,
  });
}

/** Moves a signed amount into (or, negative, out of) the frozen balance. */
export function freeze(user: UserRecord, account: AccountName, currency: string, amount: string): void {
  const balance = entry(user, account, currency);
  balance.frozen = add(balance.frozen, amount);
}

export function negate(amount: string): string {
  return sub('0', amount);
}
