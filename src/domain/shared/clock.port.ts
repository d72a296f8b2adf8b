/**
 * Output port: the time that matters (countdowns, settlement, quote validity). The app's
 * adapter keeps an offset measured from server responses; tests and the simulated
 * exchange supply their own. Milliseconds since the Unix epoch.
 */
export interface Clock {
  now(): number;
}
