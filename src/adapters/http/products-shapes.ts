import {
  HoldingStatus,
  Payout,
  ProductKind,
  type EarlyRedemption,
  type Holding,
  type YieldProduct,
} from '../../domain/products/products';
import { isPayCoin, type PayCoin } from '../../domain/wallet/coins';
import {
  malformed,
  readDecimal,
  readFlag,
  readInteger,
  readOptional,
  readRecord,
  readText,
} from './read-shape';

/** A text that must be one of the words the domain knows. */
function readWord<T extends string>(value: unknown, words: Readonly<Record<string, T>>): T {
  const text = readText(value);
  return Object.values(words).find((word) => word === text) ?? malformed();
}

function readCoin(value: unknown): PayCoin {
  const coin = readText(value).toUpperCase();
  return isPayCoin(coin) ? coin : malformed();
}

/** No early-exit terms sent: no early exit (the honest reading of a silent server). */
function readEarly(value: unknown): EarlyRedemption {
  if (value === undefined || value === null) return { allowed: false, feeRate: '0', forfeitsInterest: false };
  const row = readRecord(value);
  return {
    allowed: readFlag(row.allowed),
    feeRate: readOptional(row.feeRate, readDecimal) ?? '0',
    forfeitsInterest: readOptional(row.forfeitsInterest, readFlag) ?? false,
  };
}

/** A product: what the page must state is required; the limits and the window are optional. */
export function readProduct(value: unknown): YieldProduct {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    kind: readWord(row.kind, ProductKind),
    name: readText(row.name),
    coin: readCoin(row.coin),
    dailyRate: readDecimal(row.dailyRate),
    payout: readOptional(row.payout, (payout) => readWord(payout, Payout)) ?? Payout.daily,
    termDays: readInteger(row.termDays),
    minAmount: readDecimal(row.minAmount),
    maxPerUser: readOptional(row.maxPerUser, readDecimal),
    capacity: readDecimal(row.capacity),
    sold: readDecimal(row.sold),
    opensAt: readOptional(row.opensAt, readInteger) ?? 0,
    closesAt: readOptional(row.closesAt, readInteger),
    early: readEarly(row.early),
  };
}

/** A holding: what its record shows (amount, interest paid so far, status, times) is required. */
export function readHolding(value: unknown): Holding {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    productId: readText(row.productId),
    kind: readWord(row.kind, ProductKind),
    name: readText(row.name),
    coin: readCoin(row.coin),
    amount: readDecimal(row.amount),
    dailyRate: readDecimal(row.dailyRate),
    payout: readOptional(row.payout, (payout) => readWord(payout, Payout)) ?? Payout.daily,
    termDays: readInteger(row.termDays),
    interestPaid: readDecimal(row.interestPaid),
    status: readWord(row.status, HoldingStatus),
    startedAt: readInteger(row.startedAt),
    maturesAt: readOptional(row.maturesAt, readInteger),
    endedAt: readOptional(row.endedAt, readInteger),
  };
}
