import { defineMessages } from 'react-intl';

/** The few spot words other screens show to lead into spot trading (the pair screen's Buy / Sell). */
export const spotEntryMessages = defineMessages({
  title: { id: 'spot.order.title', defaultMessage: 'Spot order' },
  buy: { id: 'spot.order.buy', defaultMessage: 'Buy' },
  sell: { id: 'spot.order.sell', defaultMessage: 'Sell' },
});
