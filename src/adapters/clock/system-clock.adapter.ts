import type { Clock } from '../../domain/shared/clock.port';

/**
 * The device clock. Demo mode's exchange runs on the device itself, so its time is the
 * server time there; http mode measures an offset from the server instead.
 */
export function createSystemClock(): Clock {
  return { now: () => Date.now() };
}
