import { HoldingStatus, Payout, ProductKind } from '../../../../../domain/products/products';
import { PAY_COINS } from '../../../../../domain/wallet/coins';
import {
  amount,
  byCoin,
  decimal,
  isObject,
  listOf,
  nullable,
  objectOf,
  oneOf,
  text,
  time,
  type Reader,
  withDefault,
} from '../../state-guards';
import { SubscriptionStatus } from '../../../../../domain/products/subscription';
import type { ProductsEngineState, StoredHolding, StoredSubscription } from './products-state';

const holding = objectOf<StoredHolding>({
  id: text,
  userId: text,
  productId: text,
  kind: oneOf(Object.values(ProductKind)),
  name: text,
  coin: oneOf(PAY_COINS),
  amount,
  dailyRate: amount,
  payout: oneOf(Object.values(Payout)),
  termDays: time,
  interestPaid: amount,
  status: oneOf(Object.values(HoldingStatus)),
  startedAt: time,
  maturesAt: nullable(time),
  endedAt: nullable(time),
});

const subscription = objectOf<StoredSubscription>({
  id: text,
  userId: text,
  projectId: text,
  coin: text,
  name: text,
  amount,
  allocated: nullable(amount),
  refunded: nullable(amount),
  status: oneOf(Object.values(SubscriptionStatus)),
  createdAt: time,
});

/** A map by any text key (a product id, a user id); one bad value makes the whole invalid. */
function byKey<T>(read: Reader<T>): Reader<Record<string, T>> {
  return (value) => {
    if (!isObject(value)) return undefined;
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const parsed = read(item);
      if (parsed === undefined) return undefined;
      result[key] = parsed;
    }
    return result;
  };
}

export const productsFields: { [K in keyof ProductsEngineState]: Reader<ProductsEngineState[K]> } = {
  productHoldings: withDefault(listOf(holding), () => []),
  productSold: withDefault(byKey(amount), () => ({})),
  productDays: withDefault(byKey(time), () => ({})),
  productHouse: withDefault(byCoin(decimal), () => ({})),
  subscriptions: withDefault(listOf(subscription), () => []),
  projectCommitted: withDefault(byKey(amount), () => ({})),
  projectAllocatedAt: withDefault(byKey(time), () => ({})),
  subscriptionHouse: withDefault(byCoin(decimal), () => ({})),
  projectsEpoch: withDefault(nullable(time), () => null),
};
