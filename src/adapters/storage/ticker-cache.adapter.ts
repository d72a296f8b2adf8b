import type { Ticker } from '../../domain/market/market';
import type { TickerCache } from '../../domain/market/ticker-cache.port';
import type { CachedTickers } from '../../domain/market/market';
import { isDecimalString } from '../../domain/precision';
import { attempt, readRecord } from './safe-storage';
import { AppStorageKeys } from './storage-keys';

const PRICE_FIELDS = ['open', 'close', 'high', 'low', 'vol'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTicker(value: unknown): value is Ticker {
  if (!isRecord(value)) return false;
  const { base, quote, logo } = value;
  if (typeof base !== 'string' || typeof quote !== 'string' || typeof logo !== 'string') return false;
  return PRICE_FIELDS.every((field) => {
    const amount = value[field];
    return typeof amount === 'string' && isDecimalString(amount);
  });
}

function isCached(value: unknown, quote: string): value is CachedTickers {
  if (!isRecord(value) || !Array.isArray(value.tickers)) return false;
  if (typeof value.savedAt !== 'number' || !Number.isFinite(value.savedAt)) return false;
  return value.tickers.every((ticker) => isTicker(ticker) && ticker.quote === quote);
}

function readAll(storage: Storage): Record<string, unknown> {
  return readRecord(storage, AppStorageKeys.tickers);
}

/** Tickers per quote coin under one key; corrupt or foreign entries read as nothing cached. */
export function createLocalTickerCache(storage: Storage): TickerCache {
  return {
    load(quote) {
      const all = readAll(storage);
      const entry = Object.hasOwn(all, quote) ? all[quote] : undefined;
      return isCached(entry, quote) ? { tickers: entry.tickers, savedAt: entry.savedAt } : null;
    },
    save(quote, cached) {
      const all = readAll(storage);
      all[quote] = cached;
      // A refused write only costs the instant list on the next visit.
      attempt(() => storage.setItem(AppStorageKeys.tickers, JSON.stringify(all)));
    },
  };
}
