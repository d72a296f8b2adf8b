import {
  SubscriptionStatus,
  type Subscription,
  type SubscriptionProject,
} from '../../domain/products/subscription';
import { malformed, readDecimal, readInteger, readOptional, readRecord, readText } from './read-shape';

/** A project: every figure the detail page states before the user commits is required. */
export function readProject(value: unknown): SubscriptionProject {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    coin: readText(row.coin),
    name: readText(row.name),
    price: readDecimal(row.price),
    totalSupply: readDecimal(row.totalSupply),
    minPerUser: readDecimal(row.minPerUser),
    maxPerUser: readDecimal(row.maxPerUser),
    startsAt: readInteger(row.startsAt),
    endsAt: readInteger(row.endsAt),
    rules: readOptional(row.rules, readText) ?? '',
    committed: readDecimal(row.committed),
    allocatedAt: readOptional(row.allocatedAt, readInteger),
  };
}

function readStatus(value: unknown): SubscriptionStatus {
  const text = readText(value);
  return Object.values(SubscriptionStatus).find((word) => word === text) ?? malformed();
}

/** A commitment: the amount, the status and, once allocated, the coins and the refund. */
export function readSubscription(value: unknown): Subscription {
  const row = readRecord(value);
  return {
    id: readText(row.id),
    projectId: readText(row.projectId),
    coin: readText(row.coin),
    name: readOptional(row.name, readText) ?? readText(row.coin),
    amount: readDecimal(row.amount),
    allocated: readOptional(row.allocated, readDecimal),
    refunded: readOptional(row.refunded, readDecimal),
    status: readStatus(row.status),
    createdAt: readInteger(row.createdAt),
  };
}
