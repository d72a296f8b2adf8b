import { ROUND_DOWN, tryBig } from './big';
import { truncatePlain } from './plain-decimal';
import { DECIMAL_PRECISION, formatAmount } from './truncate';

/** Coins pegged to a fiat currency: their cents are all a reader needs. */
export const STABLECOINS: readonly string[] = [
  'USDT',
  'USDC',
  'DAI',
  'FDUSD',
  'TUSD',
  'USDP',
  'PYUSD',
  'BUSD',
];
/** Places a stablecoin amount is shown with (never more than the value's own cut). */
export const STABLECOIN_PLACES = 2;

export function isStablecoin(coin: string): boolean {
  return STABLECOINS.includes(coin.toUpperCase());
}

/** The decimals `value` keeps once cut to `cut` places, trailing zeros dropped; 0 when unreadable. */
export function placesUsed(value: string | null | undefined, cut: number): number {
  if (typeof value !== 'string') return 0;
  const cutValue = truncatePlain(value, cut) ?? tryBig(value)?.round(cut, ROUND_DOWN).toFixed(cut) ?? '';
  return (cutValue.split('.')[1] ?? '').replace(/0+$/, '').length;
}

/**
 * The places one coin's values are shown with, all alike so a column lines up: a stablecoin
 * 2; any other coin as few as show every value as cut (the SPEC's truncation, `cut` places),
 * so no trailing zeros beyond what the longest value needs. Never more than `cut`.
 */
export function coinPlaces(
  coin: string,
  values: readonly (string | null | undefined)[],
  cut = DECIMAL_PRECISION,
): number {
  if (isStablecoin(coin)) return Math.min(STABLECOIN_PLACES, cut);
  return Math.max(0, ...values.map((value) => placesUsed(value, cut)));
}

/**
 * An amount of `coin` as a reader sees it: cut toward zero (never rounded up), thousands
 * grouped, 2 places for a stablecoin and no trailing zeros for any other coin; `places` from
 * coinPlaces when it stands in a column with others. `--` when unreadable.
 */
export function formatCoinAmount(
  value: string | null | undefined,
  coin: string,
  { cut = DECIMAL_PRECISION, places }: { cut?: number; places?: number } = {},
): string {
  return formatAmount(value, Math.min(places ?? coinPlaces(coin, [value], cut), cut));
}

/**
 * Places for values that can be under a cent (a fee, interest, a preview, an amount exactly as
 * sent): the coin's places, widened to every digit the 8-place cut keeps of `fine`, so a fee of
 * 0.001 USDT reads 0.001, never 0.00, and 0.10000000 reads 0.10. `values` are the amounts that
 * stand in one column with them (one precision down the column).
 */
export function finePlaces(
  coin: string,
  fine: readonly (string | null | undefined)[],
  values: readonly (string | null | undefined)[] = [],
  cut = DECIMAL_PRECISION,
): number {
  return Math.max(
    coinPlaces(coin, [...fine, ...values], cut),
    ...fine.map((value) => placesUsed(value, cut)),
  );
}

/** One fee, interest or preview of `coin` on its own: formatCoinAmount with finePlaces. */
export function formatFineAmount(value: string | null | undefined, coin: string): string {
  return formatCoinAmount(value, coin, { places: finePlaces(coin, [value]) });
}
