import type { TradeKind } from './trade-kind';
import type { UpColour } from './up-colour';
/** Output port: the user's market preferences, kept in browser storage. */
export interface MarketPreferencesStore {
  /** Favourite pairs as symbols ('btcusdt'). */
  favourites(): string[];
  saveFavourites(symbols: readonly string[]): void;
  /** The chosen up colour, or null when the user never chose (the locale decides). */
  upColour(): UpColour | null;
  saveUpColour(colour: UpColour): void;
  /** The trading screen the user was last on (the phone's Trade tab opens it), or null. */
  tradeKind(): TradeKind | null;
  saveTradeKind(kind: TradeKind): void;
}
