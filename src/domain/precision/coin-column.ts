import { coinPlaces, finePlaces, formatCoinAmount } from './coin-amount';

/** One value of a column and the coin it is counted in. */
export interface CoinCell {
  value: string | null | undefined;
  coin: string;
}

/**
 * A column of several coins (the orders of several pairs) in one precision per coin: each
 * coin's places come from all of its values in the column, so one coin's rows line up and
 * another coin keeps its own. `fine` for fees and interest (finePlaces: never 0.00 for what the
 * 8-place cut keeps). A coin the column was not built with is shown on its own.
 */
export function coinColumn(
  cells: readonly CoinCell[],
  { fine = false }: { fine?: boolean } = {},
): (value: string | null | undefined, coin: string) => string {
  const placesOf = (coin: string, values: readonly (string | null | undefined)[]) =>
    fine ? finePlaces(coin, values) : coinPlaces(coin, values);
  const byCoin = new Map<string, (string | null | undefined)[]>();
  for (const { value, coin } of cells) byCoin.set(coin, [...(byCoin.get(coin) ?? []), value]);
  const places = new Map([...byCoin].map(([coin, values]) => [coin, placesOf(coin, values)]));
  return (value, coin) =>
    formatCoinAmount(value, coin, { places: places.get(coin) ?? placesOf(coin, [value]) });
}
