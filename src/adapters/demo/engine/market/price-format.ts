import { truncate } from '../../../../domain/precision';

/**
 * A log price as the pair's decimal string, truncated to its places. exp, the shortest
 * decimal form of a double and truncation are all non-decreasing, so the price of the
 * highest log is the highest price: extremes found on logs are extremes of prices.
 */
export function priceFromLog(log: number, places: number): string {
  return truncate(String(Math.exp(log)), places);
}

/** An integer count of 10^-places units as a plain decimal string: exact, no float math. */
export function unitsToDecimal(units: number, places: number): string {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`Not a unit count: ${units}`);
  if (places === 0) return String(units);
  const digits = String(units).padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
