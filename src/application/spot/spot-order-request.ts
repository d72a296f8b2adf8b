import type { SpotOrderRequest } from '../../domain/spot/spot';
import { isFatFinger } from '../../domain/spot/fat-finger';
import { isSpotProblem, spotOrderProblem, type SpotProblem } from '../../domain/spot/spot-rules';
import type { SpotOrderContext } from './spot-order.types';

export function requestOf(context: SpotOrderContext): SpotOrderRequest {
  const { baseCoin, quoteCoin, side, type, price, amount } = context;
  return type === 'limit'
    ? { baseCoin, quoteCoin, side, type, price, amount }
    : { baseCoin, quoteCoin, side, type, amount };
}

/** The market price an order is measured against: the best price it would take. */
export function marketPriceOf(context: SpotOrderContext): string | null {
  return context.side === 'buy' ? context.bestAsk : context.bestBid;
}

/** The domain's first broken rule for the form as it stands, or null. */
export function refusalOf(context: SpotOrderContext): SpotProblem | null {
  const checked = spotOrderProblem({
    request: requestOf(context),
    marketPrice: marketPriceOf(context),
    available: context.side === 'buy' ? context.availableQuote : context.availableBase,
  });
  return isSpotProblem(checked) ? checked : null;
}

/** A limit price more than 10 % through the market: ask before sending. */
export function needsConfirmation(context: SpotOrderContext): boolean {
  return context.type === 'limit' && isFatFinger(context.side, context.price, marketPriceOf(context));
}
