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

/** `value` cut toward zero to `places` as plain text; '' when unreadable. */
function cutText(value: string | null | undefined, places: number): string {
  if (typeof value !== 'string') return '';
  return truncatePlain(value, places) ?? tryBig(value)?.round(places, ROUND_DOWN).toFixed(places) ?? '';
}

/** The decimals `value` keeps once cut to `cut` places, trailing zeros dropped; 0 when unreadable. */
export function placesUsed(value: string | null | undefined, cut: number): number {
  return (cutText(value, cut).split('.')[1] ?? '').replace(/0+$/, '').length;
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
 * Places for amounts exactly as they are sent (a typed withdrawal, a purchase): the coin's
 * places, widened to every digit the 8-place cut keeps of `sent`, so a confirmation shows what
 * goes out ('12.345 USDT', not '12.34'). `values` stand in one column with them.
 */
export function exactPlaces(
  coin: string,
  sent: readonly (string | null | undefined)[],
  values: readonly (string | null | undefined)[] = [],
  cut = DECIMAL_PRECISION,
): number {
  return Math.max(
    coinPlaces(coin, [...sent, ...values], cut),
    ...sent.map((value) => placesUsed(value, cut)),
  );
}

/** True when `value` is not zero at the cut but its coin's places would show it as zero. */
function readsAsZero(value: string | null | undefined, coin: string, cut: number): boolean {
  const shows = (places: number) => /[1-9]/.test(cutText(value, places));
  return shows(cut) && !shows(coinPlaces(coin, [value], cut));
}

/**
 * Places for values that can be under a cent (a fee, interest, a preview): the coin's places,
 * widened to the 8-place cut only for one the coin's places would show as zero, so a fee of
 * 0.001 USDT reads 0.001, never 0.00, while 8.99999926 USDT reads 8.99 as any USDT amount.
 * `values` are the amounts that stand in one column with them (one precision down the column).
 */
export function finePlaces(
  coin: string,
  fine: readonly (string | null | undefined)[],
  values: readonly (string | null | undefined)[] = [],
  cut = DECIMAL_PRECISION,
): number {
  const widened = fine
    .filter((value) => readsAsZero(value, coin, cut))
    .map((value) => placesUsed(value, cut));
  return Math.max(coinPlaces(coin, [...fine, ...values], cut), ...widened);
}

/** One fee, interest or preview of `coin` on its own: formatCoinAmount with finePlaces. */
export function formatFineAmount(value: string | null | undefined, coin: string): string {
  return formatCoinAmount(value, coin, { places: finePlaces(coin, [value]) });
}
