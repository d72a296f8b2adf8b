import { SpotOrderStatus } from '../../../../../domain/spot/spot';
import type { SpotHouseLedger, StoredSpotOrder, StoredSpotTrade } from './spot-state';
import {
  amount,
  byCoin,
  coin,
  decimal,
  flag,
  listOf,
  nullable,
  objectOf,
  oneOf,
  text,
  time,
} from '../../state-guards';

const side = oneOf(['buy', 'sell'] as const);

export const spotOrder = objectOf<StoredSpotOrder>({
  id: text,
  userId: text,
  baseCoin: coin,
  quoteCoin: coin,
  side,
  type: oneOf(['limit', 'market'] as const),
  price: nullable(amount),
  amount,
  filledAmount: amount,
  filledTotal: amount,
  averagePrice: nullable(amount),
  fee: amount,
  status: oneOf(Object.values(SpotOrderStatus)),
  createdAt: time,
  updatedAt: time,
  reserved: amount,
  checkedAt: time,
});

export const spotTrade = objectOf<StoredSpotTrade>({
  id: text,
  userId: text,
  orderId: text,
  baseCoin: coin,
  quoteCoin: coin,
  side,
  price: amount,
  amount,
  total: amount,
  fee: amount,
  maker: flag,
  createdAt: time,
});

export const spotHouse = objectOf<SpotHouseLedger>({ fees: byCoin(decimal), flow: byCoin(decimal) });

export const spotOrders = listOf(spotOrder);
export const spotTrades = listOf(spotTrade);
