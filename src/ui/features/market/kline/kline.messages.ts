import { defineMessages } from 'react-intl';

export const klineMessages = defineMessages({
  open: { id: 'market.kline.open', defaultMessage: 'O' },
  high: { id: 'market.kline.high', defaultMessage: 'H' },
  low: { id: 'market.kline.low', defaultMessage: 'L' },
  close: { id: 'market.kline.close', defaultMessage: 'C' },
  volume: { id: 'market.kline.volume', defaultMessage: 'Vol' },
});
