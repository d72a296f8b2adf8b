import { defineMessage, defineMessages } from 'react-intl';
import { spotEntryMessages } from './spot-entry.messages';

/** Messages of the spot order entry, shared by both form factors (catalogue spot.json). */
export const spotMessages = {
  ...spotEntryMessages,
  ...defineMessages({
    limit: { id: 'spot.order.limit', defaultMessage: 'Limit' },
    market: { id: 'spot.order.market', defaultMessage: 'Market' },
    total: { id: 'spot.order.total', defaultMessage: 'Total' },
    sizeBy: { id: 'spot.order.sizeBy', defaultMessage: 'Order size in' },
    sizeAmount: { id: 'spot.order.sizeAmount', defaultMessage: 'Amount' },
    // The preview's caption says "expected" once, so its rows fit a phone's half width.
    estimate: { id: 'spot.order.estimate', defaultMessage: 'Estimate' },
    expectedAmount: { id: 'spot.order.expectedAmount', defaultMessage: 'Amount' },
    fee: { id: 'spot.order.fee', defaultMessage: 'Fee' },
    available: { id: 'spot.order.available', defaultMessage: 'Available' },
    marketPrice: { id: 'spot.order.marketPrice', defaultMessage: 'Best market price' },
    average: { id: 'spot.order.average', defaultMessage: 'Average price' },
    slippage: { id: 'spot.order.slippage', defaultMessage: 'Slippage' },
    signIn: { id: 'spot.order.signIn', defaultMessage: 'Log in to trade' },
    created: { id: 'spot.order.created', defaultMessage: 'Order placed' },
    unknown: {
      id: 'spot.order.unknown',
      defaultMessage:
        'No answer from the exchange: whether the order was placed is not known. Check the open orders before placing it again.',
    },
    balancesFailed: { id: 'spot.order.balancesFailed', defaultMessage: 'The balances could not be loaded.' },
    checking: {
      id: 'spot.order.checking',
      defaultMessage: 'No answer yet: looking for the order at the exchange…',
    },
    confirmTitle: {
      id: 'spot.order.confirmTitle',
      defaultMessage: 'This price is more than 10% away from the market',
    },
    confirm: { id: 'spot.order.confirm', defaultMessage: 'Place anyway' },
    dismiss: { id: 'spot.order.dismiss', defaultMessage: 'Change price' },
    stale: { id: 'spot.order.stale', defaultMessage: 'Prices are out of date: waiting for the market' },
    noBook: {
      id: 'spot.order.noBook',
      defaultMessage: 'Waiting for the order book: no order before you see the prices',
    },
    enterPrice: { id: 'spot.problem.enterPrice', defaultMessage: 'Enter the price' },
    enterAmount: { id: 'spot.problem.enterAmount', defaultMessage: 'Enter the amount' },
    enterTotal: { id: 'spot.problem.enterTotal', defaultMessage: 'Enter the total' },
    belowMinimum: { id: 'spot.problem.belowMinimum', defaultMessage: 'The order total is below the minimum' },
    insufficient: { id: 'spot.problem.insufficient', defaultMessage: 'Insufficient available balance' },
    noLiquidity: { id: 'spot.problem.noLiquidity', defaultMessage: 'No liquidity for this order' },
  }),
};

export const spotPriceMessage = defineMessage<{ coin: string }>({
  id: 'spot.order.price',
  defaultMessage: 'Price ({coin})',
});

export const spotAmountMessage = defineMessage<{ coin: string }>({
  id: 'spot.order.amount',
  defaultMessage: 'Amount ({coin})',
});

export const spotTotalMessage = defineMessage<{ coin: string }>({
  id: 'spot.order.totalIn',
  defaultMessage: 'Total ({coin})',
});

export const spotFeeRateMessage = defineMessage<{ rate: string }>({
  id: 'spot.order.feeRate',
  defaultMessage: 'Fee ({rate}%)',
});

export const spotFractionMessage = defineMessage<{ percent: number }>({
  id: 'spot.order.fraction',
  defaultMessage: '{percent}% of available',
});

export const spotSubmitBuyMessage = defineMessage<{ coin: string }>({
  id: 'spot.order.submitBuy',
  defaultMessage: 'Buy {coin}',
});

export const spotSubmitSellMessage = defineMessage<{ coin: string }>({
  id: 'spot.order.submitSell',
  defaultMessage: 'Sell {coin}',
});

export const spotPartialMessage = defineMessage<{ amount: string; coin: string }>({
  id: 'spot.order.partial',
  defaultMessage: 'The book holds only {amount} {coin} at the moment: the rest would be cancelled',
});

export const spotFilledMessage = defineMessage<{ amount: string; coin: string; price: string }>({
  id: 'spot.order.filled',
  defaultMessage: 'Filled {amount} {coin} at an average of {price}',
});

export const spotConfirmBodyMessage = defineMessage<{ side: string; price: string; market: string }>({
  id: 'spot.order.confirmBody',
  defaultMessage:
    '{side} at {price} while the market is at {market}: the order would trade at once, as deep into the book as its amount reaches. Check the price.',
});
