import type { Clock } from '../../../../../src/domain/shared/clock.port';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(t: number): void;
}

/** A clock the test moves by hand: the engine reads time only from its Clock. */
export function createFakeClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)): FakeClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (value) => {
      t = value;
    },
  };
}
