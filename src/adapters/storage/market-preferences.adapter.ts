import type { MarketPreferencesStore } from '../../domain/market/market-preferences.port';
import { isTradeKind } from '../../domain/market/trade-kind';
import type { UpColour } from '../../domain/market/up-colour';
import { attempt, readJson, readText } from './safe-storage';
import { AppStorageKeys } from './storage-keys';

const SYMBOL = /^[a-z0-9]{2,20}$/;
const MAX_FAVOURITES = 200;

function readFavourites(storage: Storage): string[] {
  const parsed = readJson(storage, AppStorageKeys.favourites);
  if (!Array.isArray(parsed)) return [];
  // Foreign entries are dropped one by one; the valid ones survive.
  const symbols = parsed.filter((item): item is string => typeof item === 'string' && SYMBOL.test(item));
  return [...new Set(symbols)].slice(0, MAX_FAVOURITES);
}

/**
 * Favourites, the up colour and the last trading screen in browser storage; anything
 * unreadable reads as the default.
 */
export function createLocalMarketPreferences(storage: Storage): MarketPreferencesStore {
  return {
    favourites: () => readFavourites(storage),
    saveFavourites(symbols) {
      const clean = [...new Set(symbols.filter((s) => SYMBOL.test(s)))].slice(0, MAX_FAVOURITES);
      attempt(() => storage.setItem(AppStorageKeys.favourites, JSON.stringify(clean)));
    },
    upColour() {
      const value = readText(storage, AppStorageKeys.upColour);
      return value === 'red' || value === 'green' ? value : null;
    },
    saveUpColour(colour: UpColour) {
      attempt(() => storage.setItem(AppStorageKeys.upColour, colour));
    },
    tradeKind() {
      const value = readText(storage, AppStorageKeys.tradeKind);
      return isTradeKind(value) ? value : null;
    },
    saveTradeKind(kind) {
      attempt(() => storage.setItem(AppStorageKeys.tradeKind, kind));
    },
  };
}
