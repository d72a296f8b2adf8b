import type { SpotOrder, SpotSide, SpotTrade } from '../../domain/spot/spot';
import { SpotOrderStatus } from '../../domain/spot/spot';
import {
  malformed,
  readDecimal,
  readFlag,
  readInteger,
  readNullableDecimal,
  readOneOf,
  readOptional,
  readRecord,
  readText,
} from './read-shape';

function readSide(value: unknown): SpotSide {
  return value === 'buy' || value === 'sell' ? value : malformed();
}

const STATUSES = Object.values(SpotOrderStatus);

/** The SPEC shows no spot rows: what identifies and sizes an order is required, the rest optional. */
export function readSpotOrder(value: unknown): SpotOrder {
  const row = readRecord(value);
  const createdAt = readOptional(row.createdAt, readInteger) ?? 0;
  return {
    id: readText(row.id),
    baseCoin: readText(row.baseCoin),
    quoteCoin: readText(row.quoteCoin),
    side: readSide(row.side),
    type: row.type === 'market' ? 'market' : 'limit',
    price: readNullableDecimal(row.price),
    amount: readDecimal(row.amount),
    filledAmount: readOptional(row.filledAmount, readDecimal) ?? '0',
    filledTotal: readOptional(row.filledTotal, readDecimal) ?? '0',
    averagePrice: readNullableDecimal(row.averagePrice),
    fee: readOptional(row.fee, readDecimal) ?? '0',
    status: readOneOf(row.status, STATUSES),
    createdAt,
    updatedAt: readOptional(row.updatedAt, readInteger) ?? createdAt,
  };
}

export function readSpotTrade(value: unknown): SpotTrade {
  const row = readRecord(value);
  const price = readDecimal(row.price);
  const amount = readDecimal(row.amount);
  return {
    id: readText(row.id),
    orderId: readOptional(row.orderId, readText) ?? '',
    baseCoin: readText(row.baseCoin),
    quoteCoin: readText(row.quoteCoin),
    side: readSide(row.side),
    price,
    amount,
    total: readDecimal(row.total),
    fee: readOptional(row.fee, readDecimal) ?? '0',
    maker: readOptional(row.maker, readFlag) ?? false,
    createdAt: readOptional(row.createdAt, readInteger) ?? 0,
  };
}
