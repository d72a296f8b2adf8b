import type { CandleCache } from '../../domain/market/candle-cache.port';
import type { Candle, Timeframe } from '../../domain/market/market';
import { isDecimalString } from '../../domain/precision';
import { attempt, readJson } from './safe-storage';
import { AppStorageKeys } from './storage-keys';

/**
 * Enough candles for the chart's first window and its 30-period average; the full series
 * replaces them on the first answer. Keeps each write small (a few tens of KB).
 */
export const CACHED_CANDLES = 160;
/** Views kept: the most recently saved win. */
export const CACHED_VIEWS = 6;

const PRICE_FIELDS = ['open', 'close', 'high', 'low', 'volume'] as const;

function isCandle(value: unknown): value is Candle {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.timestamp === 'number' &&
    Number.isFinite(record.timestamp) &&
    PRICE_FIELDS.every((field) => typeof record[field] === 'string' && isDecimalString(record[field]))
  );
}

/** [view, candles] pairs, oldest first; anything unreadable reads as nothing cached. */
function readAll(storage: Storage): [string, Candle[]][] {
  const parsed = readJson(storage, AppStorageKeys.candles);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is [string, Candle[]] =>
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      Array.isArray(entry[1]) &&
      (entry[1] as unknown[]).every(isCandle),
  );
}

const viewKey = (symbol: string, timeframe: Timeframe) => `${symbol}:${timeframe}`;

/** The newest candles per pair and timeframe under one key, a few views at most. */
export function createLocalCandleCache(storage: Storage): CandleCache {
  return {
    load(symbol, timeframe) {
      const key = viewKey(symbol, timeframe);
      const entry = readAll(storage).find(([view]) => view === key);
      return entry && entry[1].length > 0 ? entry[1] : null;
    },
    save(symbol, timeframe, candles) {
      const key = viewKey(symbol, timeframe);
      const others = readAll(storage).filter(([view]) => view !== key);
      const all = [...others, [key, candles.slice(-CACHED_CANDLES)]].slice(-CACHED_VIEWS);
      // A refused write only costs the instant chart on the next visit.
      attempt(() => storage.setItem(AppStorageKeys.candles, JSON.stringify(all)));
    },
  };
}
