import type { Ticker } from '../../domain/market/market';
import { isDecimalString, truncate } from '../../domain/precision';
import { pricePlaces } from '../../domain/spot/spot-rules';
import type { SpotOrderDraft, SpotPair } from './spot-order.types';

const samePair = (ticker: Ticker, pair: SpotPair) =>
  ticker.base.toUpperCase() === pair.baseCoin.toUpperCase() &&
  ticker.quote.toUpperCase() === pair.quoteCoin.toUpperCase();

/**
 * The pair's last price as a limit price, with the pair's places as the book shows it
 * ('93648.20'); null for a ticker of another pair (the feed may still show the pair the
 * trader left) or an unreadable close.
 */
export function lastPriceOf(ticker: Ticker, pair: SpotPair): string | null {
  if (!samePair(ticker, pair) || !isDecimalString(ticker.close)) return null;
  return truncate(ticker.close, pricePlaces(pair.baseCoin, pair.quoteCoin));
}

/**
 * The limit price an order form starts from, as the big exchanges fill it: the last price,
 * only while the price field is empty. A price the trader typed, picked or kept from the last
 * visit is never replaced (null: nothing to fill).
 */
export function startingPrice(draft: SpotOrderDraft, last: string): Pick<SpotOrderDraft, 'price'> | null {
  return draft.price === '' ? { price: last } : null;
}

/**
 * The draft a screen opens with: the one kept from the last visit, with what a link asks for
 * (the phone pair screen's Buy or Sell): its side, and a price picked on that screen's book as
 * a limit order, so the last price never replaces it.
 */
export function linkedDraft(
  kept: Partial<SpotOrderDraft> | undefined,
  link: { side?: SpotOrderDraft['side']; price?: string },
): Partial<SpotOrderDraft> | undefined {
  if (!link.side && !link.price) return kept;
  return {
    ...kept,
    ...(link.side ? { side: link.side } : {}),
    ...(link.price ? { type: 'limit' as const, price: link.price } : {}),
  };
}
