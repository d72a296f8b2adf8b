import {
  isLedgerTypeName,
  LedgerType,
  type LedgerEntry,
  type LedgerFilters,
  type LedgerQuery,
} from '../../../../../domain/ledger/ledger';
import type { Page } from '../../../../../domain/paging';
import { add } from '../../../../../domain/precision';
import type { EngineContext } from '../../engine-context';
import type { StoredRecord } from '../../engine-state';
import type { UserRecord } from '../../user-records';
import { pageOf } from '../../paging';
import { AssetRecordType } from '../../record-types';

/**
 * The name each kind of record goes by in the transaction log. A kind without a name here
 * still appears, as 'other-<number>': nothing that moved a balance is ever left out.
 */
const TYPE_NAMES: Readonly<Record<number, string>> = {
  [AssetRecordType.open]: LedgerType.contractOpen,
  [AssetRecordType.fee]: LedgerType.contractFee,
  [AssetRecordType.win]: LedgerType.contractSettle,
  [AssetRecordType.refund]: LedgerType.contractSettle,
  [AssetRecordType.transferIn]: LedgerType.transfer,
  [AssetRecordType.transferOut]: LedgerType.transfer,
  [AssetRecordType.addFunds]: LedgerType.fundsAdded,
  [AssetRecordType.spotFreeze]: LedgerType.spotOrder,
  [AssetRecordType.spotTrade]: LedgerType.spotFill,
  [AssetRecordType.spotFee]: LedgerType.spotFee,
  [AssetRecordType.deposit]: LedgerType.deposit,
  [AssetRecordType.withdraw]: LedgerType.withdraw,
  // A rejected or cancelled withdrawal coming back is part of that withdrawal's story.
  [AssetRecordType.withdrawReturned]: LedgerType.withdraw,
  [AssetRecordType.convertOut]: LedgerType.convert,
  [AssetRecordType.convertIn]: LedgerType.convert,
  [AssetRecordType.productPurchase]: LedgerType.productPurchase,
  [AssetRecordType.productInterest]: LedgerType.productInterest,
  [AssetRecordType.productRedeem]: LedgerType.productRedeem,
  [AssetRecordType.subscriptionPaid]: LedgerType.subscriptionPaid,
  [AssetRecordType.subscriptionAllocated]: LedgerType.subscriptionAllocated,
  [AssetRecordType.subscriptionRefund]: LedgerType.subscriptionRefund,
};

export function ledgerTypeOf(tradeType: number): string {
  const name = TYPE_NAMES[tradeType];
  return name !== undefined && isLedgerTypeName(name) ? name : `other-${tradeType}`;
}

/**
 * Every record of the user, in the order the changes were made, each with the balance of its
 * account and coin right after it: the records of an account add up to its available balance.
 */
function entriesOf(context: EngineContext, user: UserRecord): LedgerEntry[] {
  const running = new Map<string, string>();
  const mine = context.state.records.filter((record) => record.userId === user.id);
  return mine.map((record: StoredRecord) => {
    const key = `${record.account}:${record.currency}`;
    const balance = add(running.get(key) ?? '0', record.amount);
    running.set(key, balance);
    return {
      id: record.id,
      account: record.account,
      currency: record.currency,
      amount: record.amount,
      balance,
      type: ledgerTypeOf(record.tradeType),
      remark: record.remark,
      createdAt: record.createdAt,
    };
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One page of the log, newest change first, filtered by type name and coin ('' for all). */
export function ledgerPage(
  context: EngineContext,
  user: UserRecord,
  query: Partial<LedgerQuery>,
): Page<LedgerEntry> {
  const type = text(query.type);
  const currency = text(query.currency).toUpperCase();
  const list = entriesOf(context, user)
    .filter((entry) => (!type || entry.type === type) && (!currency || entry.currency === currency))
    .reverse();
  return pageOf(list, query.pageNo, query.pageSize);
}

/** The types and coins the user's log holds, for the filters. */
export function ledgerFilters(context: EngineContext, user: UserRecord): LedgerFilters {
  const mine = context.state.records.filter((record) => record.userId === user.id);
  return {
    types: [...new Set(mine.map((record) => ledgerTypeOf(record.tradeType)))].sort(),
    coins: [...new Set(mine.map((record) => record.currency))].sort(),
  };
}
