import type {
  AssetRecord,
  ContractAssetBalance,
  ContractOrder,
  DurationConfig,
} from '../../domain/contract/contract';
import { EntryStatus, TradeType } from '../../domain/contract/contract';
import { isDecimalString } from '../../domain/precision';
import type { ContractAssets } from '../../domain/contract/contract';
import {
  readDecimal,
  readInteger,
  readList,
  readNullableDecimal,
  readOneOf,
  readOptionalText,
  readRecord,
  readText,
} from './read-shape';
import { readValueName } from './parameter.adapter';
import { isUsableDuration } from '../../domain/contract/duration-check';

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

export function readOrder(value: unknown): ContractOrder {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    openAmount: readDecimal(row.openAmount),
    baseCoin: readText(row.baseCoin),
    quoteCoin: readText(row.quoteCoin),
    positionTime: readInteger(row.positionTime),
    tradeType: readOneOf(row.tradeType, TRADE_TYPES),
    entryStatus: readOneOf(row.entryStatus, ENTRY_STATUSES),
    incomeRate: readDecimal(row.incomeRate),
    fee: readDecimal(row.fee ?? '0'),
    entryPrice: readDecimal(row.entryPrice),
    settlementPrice: readNullableDecimal(row.settlementPrice),
    openedAt: readInteger(row.openedAt),
    settlesAt: readInteger(row.settlesAt),
    payout: readNullableDecimal(row.payout),
    priceSource: readOptionalText(row.priceSource),
  };
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

function readBalance(value: unknown): ContractAssetBalance {
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
