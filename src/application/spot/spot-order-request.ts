import type { SpotOrderRequest } from '../../domain/spot/spot';
import { isFatFinger } from '../../domain/spot/fat-finger';
import {
  isSpotProblem,
  SpotProblem,
  spotOrderProblem,
  type CheckedSpotOrder,
} from '../../domain/spot/spot-rules';
import type { Refusal } from '../shared/form.types';
import type { SpotOrderDraft, SpotOrderField, SpotOrderTerms, SpotRefusal } from './spot-order.types';

/** The best price the order would take: the best ask for a buy, the best bid for a sell. */
export function marketPriceOf(draft: SpotOrderDraft, terms: SpotOrderTerms): string | null {
  const levels = draft.side === 'buy' ? terms.book?.asks : terms.book?.bids;
  return levels?.[0]?.price ?? null;
}

function checked(draft: SpotOrderDraft, terms: SpotOrderTerms) {
  const { side, type, price, amount } = draft;
  return spotOrderProblem({
    request: { baseCoin: terms.baseCoin, quoteCoin: terms.quoteCoin, side, type, price, amount },
    marketPrice: marketPriceOf(draft, terms),
    available: side === 'buy' ? terms.availableQuote : terms.availableBase,
  });
}

/** The field each refusal concerns: the price it lacks, or the amount (none for a stale book). */
const FIELDS: Readonly<Record<SpotRefusal, readonly SpotOrderField[]>> = {
  [SpotProblem.enterPrice]: ['price'],
  [SpotProblem.enterAmount]: ['amount'],
  [SpotProblem.belowMinimum]: ['amount'],
  [SpotProblem.insufficient]: ['amount'],
  [SpotProblem.noLiquidity]: ['amount'],
  stale: [],
};

/** The domain's first broken rule for the form as it stands, else 'stale' while the book is. */
export function spotRefusals(
  draft: SpotOrderDraft,
  terms: SpotOrderTerms,
): Refusal<SpotRefusal, SpotOrderField>[] {
  const result = checked(draft, terms);
  const problem = isSpotProblem(result) ? result : terms.feedStale ? 'stale' : null;
  return problem === null ? [] : [{ problem, fields: FIELDS[problem] }];
}

/**
 * The order to send, with price and amount as the rule read them (cut to the pair's
 * places, full-width digits made plain); a market order names the book it was priced on.
 */
export function requestOf(draft: SpotOrderDraft, terms: SpotOrderTerms): SpotOrderRequest {
  const result = checked(draft, terms);
  // The form checked the order first, so the rule passes; the check keeps the types honest.
  if (isSpotProblem(result)) throw new Error(`sending a refused order: ${result}`);
  const { price, amount }: CheckedSpotOrder = result;
  const { side, type } = draft;
  const { baseCoin, quoteCoin, book } = terms;
  if (type === 'limit') return { baseCoin, quoteCoin, side, type, price: price ?? '', amount };
  return book
    ? { baseCoin, quoteCoin, side, type, amount, bookTime: book.at }
    : { baseCoin, quoteCoin, side, type, amount };
}

/** A limit price more than 10 % through the market: ask before sending. */
export function needsConfirmation(draft: SpotOrderDraft, terms: SpotOrderTerms): boolean {
  const result = checked(draft, terms);
  if (draft.type !== 'limit' || isSpotProblem(result) || result.price === null) return false;
  return isFatFinger(draft.side, result.price, marketPriceOf(draft, terms));
}
