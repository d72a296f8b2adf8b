import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createServerOffsetClock } from '../../../src/adapters/clock/server-offset-clock.adapter';

describe('server offset clock', () => {
  it('runs on the device clock until the server has answered', () => {
    const clock = createServerOffsetClock(() => 1_000);
    expect(clock.now()).toBe(1_000);
  });

  it('places the server time at the middle of the round trip', () => {
    let device = 10_000;
    const clock = createServerOffsetClock(() => device);
    // Sent at 10 000, answered at 10 200: the server said 70 100 at about 10 100.
    clock.observe(70_100, 10_000, 10_200);
    expect(clock.offset()).toBe(60_000);
    device = 11_000;
    expect(clock.now()).toBe(71_000);
  });

  it('trusts the sample with the shortest round trip among the recent ones', () => {
    const clock = createServerOffsetClock(() => 0);
    clock.observe(5_000, 0, 4_000); // slow: offset 3 000, error up to 2 000
    clock.observe(5_050, 1_000, 1_100); // fast: offset 4 000
    clock.observe(9_000, 2_000, 8_000); // slow again
    expect(clock.offset()).toBe(4_000);
  });

  it('ignores samples that cannot be right', () => {
    const clock = createServerOffsetClock(() => 0);
    clock.observe(Number.NaN, 0, 10);
    clock.observe(1_000, 20, 10);
    expect(clock.offset()).toBe(0);
  });

  it('stays within half the best round trip plus half the stamp resolution of the true offset (property)', () => {
    const sample = fc.record({
      sentAt: fc.integer({ min: 0, max: 1e9 }),
      roundTrip: fc.integer({ min: 0, max: 5_000 }),
      // Where in the round trip the server stamped the answer, 0..1.
      at: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e8, max: 1e8 }),
        fc.array(sample, { minLength: 1, maxLength: 20 }),
        (offset, samples) => {
          const clock = createServerOffsetClock(() => 0, 1_000);
          for (const { sentAt, roundTrip, at } of samples) {
            const trueServer = sentAt + roundTrip * at + offset;
            // The Date header cuts the time to whole seconds.
            clock.observe(Math.floor(trueServer / 1_000) * 1_000, sentAt, sentAt + roundTrip);
          }
          const best = Math.min(...samples.slice(-8).map((s) => s.roundTrip));
          return Math.abs(clock.offset() - offset) <= best / 2 + 500;
        },
      ),
    );
  });
});
