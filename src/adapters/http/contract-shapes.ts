import type {
  AssetRecord,
  ContractOrder,
  DurationConfig,
  OrderRequest,
} from '../../domain/contract/contract';
import type { Page } from '../../domain/paging';
import { EntryStatus, TradeType } from '../../domain/contract/contract';
import { isDecimalString } from '../../domain/precision';
import type { ContractAssets } from '../../domain/contract/contract';
import {
  readDecimal,
  readInteger,
  readList,
  readNullableDecimal,
  readOneOf,
  readOptional,
  readOptionalText,
  readPage,
  readRecord,
  readText,
} from './read-shape';
import { readValueName } from './parameter.adapter';
import { isUsableDuration } from '../../domain/contract/duration-check';
import type { BalanceRow } from '../../domain/wallet/balances';

/** Shapes shared by the real and the demo contract accounts: the calls differ, the rows do not. */

export function readDuration(value: unknown): DurationConfig {
  const row = readRecord(value);
  return {
    second: readInteger(row.second),
    incomeRate: readDecimal(row.incomeRate),
    openAmountMin: readDecimal(row.openAmountMin),
  };
}

/** The duration list; rows the app cannot offer (a negative rate, no seconds) are left out. */
export function readDurations(data: unknown): DurationConfig[] {
  return readList(data, readDuration).filter(isUsableDuration);
}

const ENTRY_STATUSES = Object.values(EntryStatus);
const TRADE_TYPES = Object.values(TradeType);

/**
 * SPEC section 3 lists an order's request fields and entryStatus; those are required. The
 * rest is a fuller server's: read when sent, else null (shown as `--`) or derived.
 */
export function readOrder(value: unknown): ContractOrder {
  const row = readRecord(value);
  const request = {
    openAmount: readDecimal(row.openAmount),
    baseCoin: readText(row.baseCoin),
    quoteCoin: readText(row.quoteCoin),
    positionTime: readInteger(row.positionTime),
    tradeType: readOneOf(row.tradeType, TRADE_TYPES),
  };
  const openedAt = readOptional(row.openedAt, readInteger);
  return {
    ...request,
    id: readOptional(row.id, readText) ?? derivedOrderId(request, openedAt),
    entryStatus: readOneOf(row.entryStatus, ENTRY_STATUSES),
    incomeRate: readNullableDecimal(row.incomeRate),
    fee: readDecimal(row.fee ?? '0'),
    entryPrice: readNullableDecimal(row.entryPrice),
    settlementPrice: readNullableDecimal(row.settlementPrice),
    openedAt,
    settlesAt:
      readOptional(row.settlesAt, readInteger) ??
      (openedAt === null ? null : openedAt + request.positionTime * 1000),
    payout: readNullableDecimal(row.payout),
    priceSource: readOptionalText(row.priceSource),
  };
}

/**
 * An id for a row the server sent without one, from what does not change when it settles
 * (not its status), so the settlement watch finds the same order holding and then settled.
 */
function derivedOrderId(request: OrderRequest, openedAt: number | null): string {
  const { baseCoin, quoteCoin, tradeType, positionTime, openAmount } = request;
  return ['row', baseCoin, quoteCoin, tradeType, positionTime, openAmount, openedAt ?? ''].join(':');
}

/** A page of orders; rows that derived the same id (identical orders) are told apart by their place. */
export function readOrderPage(data: unknown): Page<ContractOrder> {
  const page = readPage(data, readOrder);
  const seen = new Map<string, number>();
  const list = page.list.map((order) => {
    const count = seen.get(order.id) ?? 0;
    seen.set(order.id, count + 1);
    return count === 0 ? order : { ...order, id: `${order.id}#${count}` };
  });
  return { ...page, list };
}

export function readAssetRecord(value: unknown): AssetRecord {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    currency: readText(row.currency),
    amount: readDecimal(row.amount),
    tradeType: readInteger(row.tradeType),
    remark: readOptionalText(row.remark),
    createdAt: readInteger(row.createdAt),
  };
}

export function readBalance(value: unknown): BalanceRow {
  const row = readRecord(value);
  return {
    currencyName: readText(row.currencyName),
    availableCurrency: readDecimal(row.availableCurrency),
    frozenCurrency: readDecimal(row.frozenCurrency ?? '0'),
  };
}

const PERCENTAGE = /-?\d+(?:\.\d+)?%/;

/** SPEC section 7: msg may carry a percentage used as the account rate, else the rate is null. */
export function readAssets(data: unknown, msg: string): ContractAssets {
  return { list: readList(data, readBalance), rate: PERCENTAGE.exec(msg)?.[0] ?? null };
}

/** SPEC section 9: the fee rate is contract_fee_rate, '0' when the value is not numeric. */
export function readFeeRate(data: unknown): string {
  const value = readValueName(data).trim();
  return isDecimalString(value) ? value : '0';
}
