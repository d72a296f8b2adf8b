/** Favourite pairs as symbols ('btcusdt'): a toggle adds a missing one at the end, or removes it. */
export function toggleFavourite(favourites: readonly string[], symbol: string): string[] {
  return favourites.includes(symbol) ? favourites.filter((s) => s !== symbol) : [...favourites, symbol];
}
