import type { Pair } from '../../../../domain/market/market';
import { symbolOf } from '../../../../domain/market/market';
import { truncate } from '../../../../domain/precision';
import type { SpotSide } from '../../../../domain/spot/spot';
import { pricePlaces, readCut } from '../../../../domain/spot/spot-rules';

/**
 * The phone's spot screen for a pair screen's Buy or Sell: `?side=` and, once a price was picked
 * on the pair screen's book, `&price=`, so the order form (or a visitor's) opens with it.
 */
export function spotEntryLink(pair: Pair, side: SpotSide, picked: string | null): string {
  const query = new URLSearchParams({ side });
  if (picked !== null) query.set('price', picked);
  return `/coin/${symbolOf(pair)}?${query.toString()}`;
}

/**
 * The price a link carries, cut to the pair's places as the book shows it ('93648.20'); null
 * when there is none or it is not a positive price (a hand-typed address is not trusted).
 */
export function priceFromLink(query: URLSearchParams, pair: Pair): string | null {
  const places = pricePlaces(pair.base, pair.quote);
  const price = readCut(query.get('price') ?? undefined, places);
  return price === null ? null : truncate(price, places);
}
