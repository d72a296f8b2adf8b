import type { Clock } from '../../domain/shared/clock.port';

/**
 * Input port: server time for every countdown a screen shows (settlement, quote validity,
 * address cool-downs). DESIGN section 5: time that matters runs on server time, never the
 * device clock; the Clock adapter keeps the offset measured from the server's answers.
 */
export interface ServerTime {
  now(): number;
}

export function createServerTime(clock: Clock): ServerTime {
  return { now: () => clock.now() };
}
