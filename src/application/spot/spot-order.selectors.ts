import type { SnapshotFrom } from 'xstate';
import { div, isZero, mul, toDecimalString, truncate } from '../../domain/precision';
import { feeOfFills, walkBook, type BookFill } from '../../domain/spot/book-walk';
import { amountPlaces, buyReserve, pricePlaces, readCut, spotFee } from '../../domain/spot/spot-rules';
import { marketPriceOf } from './spot-order-request';
import type { SpotOrderMachine } from './spot-order.machine';

type Snapshot = SnapshotFrom<SpotOrderMachine>;

export const selectSide = (snapshot: Snapshot) => snapshot.context.side;
export const selectOrderType = (snapshot: Snapshot) => snapshot.context.type;
export const selectPrice = (snapshot: Snapshot) => snapshot.context.price;
export const selectAmount = (snapshot: Snapshot) => snapshot.context.amount;
export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusal;
export const selectFailure = (snapshot: Snapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
/** The answer was lost and the order is not in the lists: the screen says whether it arrived is unknown. */
export const selectOutcomeUnknown = (snapshot: Snapshot) => snapshot.matches('unknown');
/** Sending, or asking whether a lost order arrived: the button stays busy either way. */
export const selectBusy = (snapshot: Snapshot) =>
  snapshot.matches('submitting') || snapshot.matches('checking');
/** Looking in the exchange's lists for an order whose answer was lost. */
export const selectChecking = (snapshot: Snapshot) => snapshot.matches('checking');
export const selectConfirming = (snapshot: Snapshot) => snapshot.matches('confirming');
/** The best price the order would take, or null before the book. */
export const selectMarketPrice = (snapshot: Snapshot) => marketPriceOf(snapshot.context);

const places = (snapshot: Snapshot) => amountPlaces(snapshot.context.baseCoin, snapshot.context.quoteCoin);

export const selectAvailable = (snapshot: Snapshot) =>
  snapshot.context.side === 'buy' ? snapshot.context.availableQuote : snapshot.context.availableBase;

/** The price the total is valued at: the limit price, or the best market price. */
function valuedAt(snapshot: Snapshot): string | null {
  const { type, price, baseCoin, quoteCoin } = snapshot.context;
  if (type === 'market') return selectMarketPrice(snapshot);
  return readCut(price, pricePlaces(baseCoin, quoteCoin));
}

/** Price x amount in the quote coin, or null while either is not a number. */
export function selectTotal(snapshot: Snapshot): string | null {
  const price = valuedAt(snapshot);
  const amount = readCut(snapshot.context.amount, places(snapshot));
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
  const { side, availableBase, availableQuote } = snapshot.context;
  const cut = (value: string) => toDecimalString(truncate(value, places(snapshot)));
  if (side === 'sell') return availableBase === null ? '' : cut(mul(availableBase, share));
  const price = valuedAt(snapshot);
  if (availableQuote === null || price === null || isZero(price)) return '';
  return cut(div(mul(availableQuote, share), buyReserve(price, '1')));
}

export type MarketPreview = BookFill & { fee: string };

/** Before a market order: the average price, slippage and fee the book shown implies. */
export function selectMarketPreview(snapshot: Snapshot): MarketPreview | null {
  const { side, type, book } = snapshot.context;
  const amount = readCut(snapshot.context.amount, places(snapshot));
  if (type !== 'market' || book === null || amount === null) return null;
  const fill = walkBook(side, side === 'buy' ? book.asks : book.bids, amount);
  return { ...fill, fee: feeOfFills(fill.fills) };
}
