import { div, gt, isZero, sub } from '../precision';
import type { SpotSide } from './spot';

/** A limit price this far through the market (10 %) asks the trader to confirm. */
export const FAT_FINGER_SHARE = '0.1';

/**
 * True when a limit buy is priced more than 10 % above the market, or a sell more than
 * 10 % below it: most likely a typing slip that would trade at once at a loss.
 */
export function isFatFinger(side: SpotSide, price: string, market: string | null): boolean {
  if (market === null || isZero(market)) return false;
  const through = side === 'buy' ? sub(price, market) : sub(market, price);
  return gt(div(through, market), FAT_FINGER_SHARE);
}
