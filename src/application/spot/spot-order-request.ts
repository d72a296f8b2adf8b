import type { SpotOrderRequest } from '../../domain/spot/spot';
import { isFatFinger } from '../../domain/spot/fat-finger';
import { isSpotProblem, spotOrderProblem, type CheckedSpotOrder } from '../../domain/spot/spot-rules';
import type { SpotOrderContext, SpotOrderInput, SpotRefusal } from './spot-order.types';

/** The best price the order would take: the best ask for a buy, the best bid for a sell. */
export function marketPriceOf(context: SpotOrderContext): string | null {
  const levels = context.side === 'buy' ? context.book?.asks : context.book?.bids;
  return levels?.[0]?.price ?? null;
}

function checked(context: SpotOrderContext) {
  const { baseCoin, quoteCoin, side, type, price, amount } = context;
  return spotOrderProblem({
    request: { baseCoin, quoteCoin, side, type, price, amount },
    marketPrice: marketPriceOf(context),
    available: side === 'buy' ? context.availableQuote : context.availableBase,
  });
}

/** The domain's first broken rule for the form as it stands, else 'stale' while the book is; or null. */
export function refusalOf(context: SpotOrderContext): SpotRefusal | null {
  const result = checked(context);
  if (isSpotProblem(result)) return result;
  return context.feedStale ? 'stale' : null;
}

/**
 * The order to send, with price and amount as the rule read them (cut to the pair's
 * places, full-width digits made plain); a market order names the book it was priced on.
 */
export function requestOf(context: SpotOrderContext): SpotOrderRequest {
  const result = checked(context);
  // validating let the order through, so the rule passes; the check keeps the types honest.
  if (isSpotProblem(result)) throw new Error(`sending a refused order: ${result}`);
  const { price, amount }: CheckedSpotOrder = result;
  const { baseCoin, quoteCoin, side, type } = context;
  if (type === 'limit') return { baseCoin, quoteCoin, side, type, price: price ?? '', amount };
  return context.book
    ? { baseCoin, quoteCoin, side, type, amount, bookTime: context.book.at }
    : { baseCoin, quoteCoin, side, type, amount };
}

/** A limit price more than 10 % through the market: ask before sending. */
export function needsConfirmation(context: SpotOrderContext): boolean {
  const result = checked(context);
  if (context.type !== 'limit' || isSpotProblem(result) || result.price === null) return false;
  return isFatFinger(context.side, result.price, marketPriceOf(context));
}

/** A form with nothing typed yet: buy, limit, no book or balances until they arrive. */
export function initialContext(input: SpotOrderInput): SpotOrderContext {
  return {
    baseCoin: input.baseCoin,
    quoteCoin: input.quoteCoin,
    side: 'buy',
    type: 'limit',
    price: '',
    amount: '',
    availableQuote: null,
    availableBase: null,
    book: null,
    feedStale: false,
    sentAt: 0,
    sending: null,
    now: input.now ?? (() => 0),
    refusal: null,
    failure: null,
  };
}
