/** Which colour means "price went up". SPEC is silent; Chinese users expect red-up. */
export type UpColour = 'green' | 'red';

export function defaultUpColour(locale: string): UpColour {
  return locale === 'zh-CN' ? 'red' : 'green';
}

/** Output port: the user's market preferences, kept in browser storage. */
export interface MarketPreferencesStore {
  /** Favourite pairs as symbols ('btcusdt'). */
  favourites(): string[];
  saveFavourites(symbols: readonly string[]): void;
  /** The chosen up colour, or null when the user never chose (the locale decides). */
  upColour(): UpColour | null;
  saveUpColour(colour: UpColour): void;
}
