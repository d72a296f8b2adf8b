import type { Timeframe } from '../../domain/market/market';
import { isTimeframe } from '../../domain/market/timeframe';
import type { TimeframeStore } from '../../domain/market/timeframe-store.port';
import { attempt, readRecord } from './safe-storage';
import { AppStorageKeys } from './storage-keys';

const SYMBOL = /^[a-z0-9]{2,20}$/;
const MAX_PAIRS = 200;

/** The stored map, with every foreign or broken entry dropped. */
function readAll(storage: Storage): Record<string, Timeframe> {
  const entries = Object.entries(readRecord(storage, AppStorageKeys.timeframes)).filter(
    (entry): entry is [string, Timeframe] => SYMBOL.test(entry[0]) && isTimeframe(entry[1]),
  );
  return Object.fromEntries(entries.slice(-MAX_PAIRS));
}

/** The kline timeframe per pair in browser storage; anything unreadable reads as "not chosen". */
export function createLocalTimeframeStore(storage: Storage): TimeframeStore {
  return {
    timeframe(symbol) {
      const all = readAll(storage);
      return Object.hasOwn(all, symbol) ? (all[symbol] ?? null) : null;
    },
    saveTimeframe(symbol, timeframe) {
      if (!SYMBOL.test(symbol) || !isTimeframe(timeframe)) return;
      // The latest choice goes last, so the oldest pairs are the ones trimmed.
      const others = Object.entries(readAll(storage)).filter(([key]) => key !== symbol);
      const all = Object.fromEntries([...others, [symbol, timeframe]]);
      attempt(() => storage.setItem(AppStorageKeys.timeframes, JSON.stringify(all)));
    },
  };
}
