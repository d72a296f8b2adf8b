import type { Clock, ServerTimeListener } from '../../domain/shared/clock.port';

/** How many recent samples the estimate chooses from. */
const SAMPLES = 8;

interface Sample {
  offset: number;
  roundTrip: number;
}

export interface ServerOffsetClock extends Clock, ServerTimeListener {
  /** The current estimate of server time minus device time, in ms. */
  offset(): number;
}

/**
 * Server time on the device (DESIGN.md section 5): countdowns and settlement times must not
 * follow a device clock that is minutes off. Each response gives a sample; the server's
 * time is taken to be at the midpoint of the round trip, so the error of a sample is at
 * most half its round trip, and the estimate uses the recent sample with the shortest one.
 * `resolution` is how coarse the server's stamp is (the HTTP Date header has seconds): the
 * stamp is moved to the middle of its interval.
 */
export function createServerOffsetClock(
  deviceNow: () => number = () => Date.now(),
  resolution = 0,
): ServerOffsetClock {
  const samples: Sample[] = [];
  let best: Sample | null = null;
  return {
    now: () => deviceNow() + (best?.offset ?? 0),
    offset: () => best?.offset ?? 0,
    observe: (serverTime, sentAt, receivedAt) => {
      const roundTrip = receivedAt - sentAt;
      if (!Number.isFinite(serverTime) || !(roundTrip >= 0)) return;
      samples.push({ offset: serverTime + resolution / 2 - (sentAt + roundTrip / 2), roundTrip });
      if (samples.length > SAMPLES) samples.shift();
      best = samples.reduce((a, b) => (b.roundTrip < a.roundTrip ? b : a));
    },
  };
}
