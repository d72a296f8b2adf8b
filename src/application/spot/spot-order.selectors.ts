import type { SnapshotFrom } from 'xstate';
import { div, isZero, mul, toDecimalString, truncate } from '../../domain/precision';
import { feeOfFills, walkBook, type BookFill } from '../../domain/spot/book-walk';
import { totalForShare, walkBookForTotal } from '../../domain/spot/quote-sizing';
import {
  amountPlaces,
  buyReserve,
  pricePlaces,
  readCut,
  spotFee,
  totalPlaces,
} from '../../domain/spot/spot-rules';
import { selectFormGaveUp } from '../shared/form.selectors';
import { marketPriceOf, spendsTotal } from './spot-order-request';
import type { SpotOrderForm } from './spot-order.machine';

type Snapshot = SnapshotFrom<SpotOrderForm>;

export const selectSide = (snapshot: Snapshot) => snapshot.context.draft.side;
export const selectOrderType = (snapshot: Snapshot) => snapshot.context.draft.type;
export const selectPrice = (snapshot: Snapshot) => snapshot.context.draft.price;
export const selectAmount = (snapshot: Snapshot) => snapshot.context.draft.amount;
/** Amount or Total: how a market buy is sized (other orders are sized by amount). */
export const selectSizing = (snapshot: Snapshot) => snapshot.context.draft.sizing;
/** The total typed for a market buy sized by it. */
export const selectTypedTotal = (snapshot: Snapshot) => snapshot.context.draft.total;
/** Whether the order is a market buy sized by its total: the form shows Total in place of Amount. */
export const selectSpendsTotal = (snapshot: Snapshot) => spendsTotal(snapshot.context.draft);
export const selectSpotPair = (snapshot: Snapshot) => snapshot.context.terms;
/** Why the last press was refused before sending; null when it was not. */
export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusals[0]?.problem ?? null;
/**
 * Why the last order failed; an unknown outcome is told on its own (selectOutcomeUnknown) until
 * the server's deadline has passed, when the failure says it is still unknown and where to look.
 */
export const selectFailure = (snapshot: Snapshot) =>
  snapshot.matches('unknown') && !selectFormGaveUp(snapshot) ? null : snapshot.context.failure;
/** The answer was lost and the order is not in the lists: the screen says whether it arrived is unknown. */
export const selectOutcomeUnknown = (snapshot: Snapshot) => snapshot.matches('unknown');
/** Sending, or asking whether a lost order arrived: the button stays busy either way. */
export const selectBusy = (snapshot: Snapshot) =>
  snapshot.matches('submitting') || snapshot.matches('reconciling');
/** Looking in the exchange's lists for an order whose answer was lost. */
export const selectChecking = (snapshot: Snapshot) => snapshot.matches('reconciling');
export const selectConfirming = (snapshot: Snapshot) => snapshot.matches('confirming');
/** The best price the order would take, or null before the book. */
export const selectMarketPrice = (snapshot: Snapshot) =>
  marketPriceOf(snapshot.context.draft, snapshot.context.terms);

const places = ({ context }: Snapshot) => amountPlaces(context.terms.baseCoin, context.terms.quoteCoin);

export const selectAvailable = ({ context }: Snapshot) =>
  context.draft.side === 'buy' ? context.terms.availableQuote : context.terms.availableBase;

/** The price the total is valued at: the limit price, or the best market price. */
function valuedAt(snapshot: Snapshot): string | null {
  const { draft, terms } = snapshot.context;
  if (draft.type === 'market') return selectMarketPrice(snapshot);
  return readCut(draft.price, pricePlaces(terms.baseCoin, terms.quoteCoin));
}

/** Price x amount in the quote coin (the total typed, for an order sized by it), or null while not a number. */
export function selectTotal(snapshot: Snapshot): string | null {
  const { draft, terms } = snapshot.context;
  if (spendsTotal(draft)) return readCut(draft.total, totalPlaces(terms.baseCoin, terms.quoteCoin));
  const price = valuedAt(snapshot);
  const amount = readCut(snapshot.context.draft.amount, places(snapshot));
  return price === null || amount === null ? null : mul(price, amount);
}

export function selectFee(snapshot: Snapshot): string | null {
  const total = selectTotal(snapshot);
  return total === null ? null : spotFee(total);
}

/**
 * A share of the available balance as an amount, cut to the pair's places: the base held
 * for a sell; for a buy, what the quote pays at the price with room for the fee.
 */
export function amountForShare(snapshot: Snapshot, share: string): string {
  const { draft, terms } = snapshot.context;
  const cut = (value: string) => toDecimalString(truncate(value, places(snapshot)));
  if (draft.side === 'sell') return terms.availableBase === null ? '' : cut(mul(terms.availableBase, share));
  const price = valuedAt(snapshot);
  if (terms.availableQuote === null || price === null || isZero(price)) return '';
  return cut(div(mul(terms.availableQuote, share), buyReserve(price, '1')));
}

/** A share of the available quote as the total of a market buy, with room for the fee. */
export function totalForShareOf(snapshot: Snapshot, share: string): string {
  const { availableQuote, baseCoin, quoteCoin } = snapshot.context.terms;
  return availableQuote === null
    ? ''
    : totalForShare(availableQuote, share, totalPlaces(baseCoin, quoteCoin));
}

/** What a % chip fills: the total of a market buy sized by it, else the amount. */
export function shareEdit(snapshot: Snapshot, share: string): { total: string } | { amount: string } {
  return spendsTotal(snapshot.context.draft)
    ? { total: totalForShareOf(snapshot, share) }
    : { amount: amountForShare(snapshot, share) };
}

export type MarketPreview = BookFill & { fee: string };

/**
 * Before a market order: the average price, slippage and fee the book shown implies; for a
 * buy sized by its total, also the amount the total gets.
 */
export function selectMarketPreview(snapshot: Snapshot): MarketPreview | null {
  const { draft, terms } = snapshot.context;
  if (draft.type !== 'market' || terms.book === null) return null;
  if (spendsTotal(draft)) {
    const total = readCut(draft.total, totalPlaces(terms.baseCoin, terms.quoteCoin));
    if (total === null) return null;
    const fill = walkBookForTotal(terms.book.asks, total, places(snapshot));
    return { ...fill, fee: feeOfFills(fill.fills) };
  }
  const amount = readCut(draft.amount, places(snapshot));
  if (amount === null) return null;
  const fill = walkBook(draft.side, draft.side === 'buy' ? terms.book.asks : terms.book.bids, amount);
  return { ...fill, fee: feeOfFills(fill.fills) };
}
