import type { SpotOrderRequest } from '../../domain/spot/spot';
import { isFatFinger } from '../../domain/spot/fat-finger';
import { walkBookForTotal } from '../../domain/spot/quote-sizing';
import {
  amountPlaces,
  isSpotProblem,
  readCut,
  SpotProblem,
  spotOrderProblem,
  totalPlaces,
  type CheckedSpotOrder,
} from '../../domain/spot/spot-rules';
import { isZero } from '../../domain/precision';
import type { Refusal } from '../shared/form.types';
import type { SpotOrderDraft, SpotOrderField, SpotOrderTerms, SpotRefusal } from './spot-order.types';

/** The best price the order would take: the best ask for a buy, the best bid for a sell. */
export function marketPriceOf(draft: SpotOrderDraft, terms: SpotOrderTerms): string | null {
  const levels = draft.side === 'buy' ? terms.book?.asks : terms.book?.bids;
  return levels?.[0]?.price ?? null;
}

/** A market buy sized by its total (the draft's choice counts only there). */
export function spendsTotal(draft: SpotOrderDraft): boolean {
  return draft.type === 'market' && draft.side === 'buy' && draft.sizing === 'total';
}

/**
 * The amount a market buy's total gets on the book shown, cut to the pair's places; '' while
 * the total or the book is missing.
 */
export function amountForTotal(draft: SpotOrderDraft, terms: SpotOrderTerms): string {
  const total = readCut(draft.total, totalPlaces(terms.baseCoin, terms.quoteCoin));
  if (total === null || terms.book === null) return '';
  const fill = walkBookForTotal(terms.book.asks, total, amountPlaces(terms.baseCoin, terms.quoteCoin));
  return isZero(fill.amount) ? '' : fill.amount;
}

function checked(draft: SpotOrderDraft, terms: SpotOrderTerms) {
  const { side, type, price } = draft;
  const byTotal = spendsTotal(draft);
  const amount = byTotal ? amountForTotal(draft, terms) : draft.amount;
  const total = byTotal ? draft.total : undefined;
  const result = spotOrderProblem({
    request: { baseCoin: terms.baseCoin, quoteCoin: terms.quoteCoin, side, type, price, amount, total },
    marketPrice: marketPriceOf(draft, terms),
    available: side === 'buy' ? terms.availableQuote : terms.availableBase,
  });
  // A total the book shown cannot turn into one unit of amount buys nothing.
  const buysNothing = byTotal && terms.book !== null && amount === '';
  return buysNothing && !isSpotProblem(result) ? SpotProblem.noLiquidity : result;
}

/**
 * The field each refusal concerns: the price it lacks, or the amount (the total of an order
 * sized by it), none for a stale book.
 */
const FIELDS: Readonly<Record<SpotRefusal, readonly SpotOrderField[]>> = {
  [SpotProblem.enterPrice]: ['price'],
  [SpotProblem.enterAmount]: ['amount'],
  [SpotProblem.enterTotal]: ['total'],
  [SpotProblem.belowMinimum]: ['amount'],
  [SpotProblem.insufficient]: ['amount'],
  [SpotProblem.noLiquidity]: ['amount'],
  noBook: [],
  stale: [],
};

/** What is left to type comes first: those need no book. */
const TYPING: readonly SpotRefusal[] = [
  SpotProblem.enterPrice,
  SpotProblem.enterAmount,
  SpotProblem.enterTotal,
];

function fieldsOf(problem: SpotRefusal, draft: SpotOrderDraft): readonly SpotOrderField[] {
  const fields = FIELDS[problem];
  return spendsTotal(draft) && fields.includes('amount') ? ['total'] : fields;
}

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
  return problem === null ? [] : [{ problem, fields: fieldsOf(problem, draft) }];
}

/**
 * The order to send, with price and amount as the rule read them (cut to the pair's
 * places, full-width digits made plain); a market order names the book it was priced on. A
 * market buy sized by its total sends the total and, as its amount, what the book shown
 * gives for it.
 */
export function requestOf(draft: SpotOrderDraft, terms: SpotOrderTerms): SpotOrderRequest {
  const result = checked(draft, terms);
  // The form checked the order first, so the rule passes; the check keeps the types honest.
  if (isSpotProblem(result)) throw new Error(`sending a refused order: ${result}`);
  const { price, amount, total }: CheckedSpotOrder = result;
  const { side, type } = draft;
  const { baseCoin, quoteCoin, book } = terms;
  if (type === 'limit') return { baseCoin, quoteCoin, side, type, price: price ?? '', amount };
  const sized = total === undefined ? { amount } : { amount, total };
  return book
    ? { baseCoin, quoteCoin, side, type, ...sized, bookTime: book.at }
    : { baseCoin, quoteCoin, side, type, ...sized };
}

/** A limit price more than 10 % through the market: ask before sending. */
export function needsConfirmation(draft: SpotOrderDraft, terms: SpotOrderTerms): boolean {
  const result = checked(draft, terms);
  if (draft.type !== 'limit' || isSpotProblem(result) || result.price === null) return false;
  return isFatFinger(draft.side, result.price, marketPriceOf(draft, terms));
}
