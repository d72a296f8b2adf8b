import { DAY_MS } from '../../../../../domain/products/products';
import type { EngineState } from '../../engine-state';

/**
 * Product time: the engine's clock plus the whole days the user has moved their products
 * forward (demo mode's "advance a day" control, and the reference server's). Only the
 * products read it, so interest can be seen arriving without the market, sessions, codes or
 * settlement jumping ahead; and only this user's holdings move.
 */
export function productNow(state: EngineState, userId: string, now: number): number {
  return now + (state.productDays[userId] ?? 0) * DAY_MS;
}

/** Moves the user's product clock forward by whole days (1 to 366 at a time). */
export function addProductDays(state: EngineState, userId: string, days: number): number {
  const step = Number.isInteger(days) ? Math.min(Math.max(days, 1), 366) : 1;
  state.productDays[userId] = (state.productDays[userId] ?? 0) + step;
  return state.productDays[userId];
}
