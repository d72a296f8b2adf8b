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
  noBook: [],
  stale: [],
};

/** What is left to type comes first: those two need no book. */
const TYPING: readonly SpotRefusal[] = [SpotProblem.enterPrice, SpotProblem.enterAmount];

/**
 * The form's refusal as it stands: what is left to type, else 'noBook' until a first book
 * has come (no rule can be checked on a price the user never saw), else the domain's first
 * broken rule, else 'stale' while the book is.
 */
function refusalOf(draft: SpotOrderDraft, terms: SpotOrderTerms): SpotRefusal | null {
  const result = checked(draft, terms);
  if (isSpotProblem(result) && TYPING.includes(result)) return result;
  if (terms.book === null) return 'noBook';
  if (isSpotProblem(result)) return result;
  return terms.feedStale ? 'stale' : null;
}

export function spotRefusals(
  draft: SpotOrderDraft,
  terms: SpotOrderTerms,
): Refusal<SpotRefusal, SpotOrderField>[] {
  const problem = refusalOf(draft, terms);
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
