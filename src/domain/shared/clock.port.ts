/**
 * Output port: the time that matters (countdowns, settlement, quote validity). The app's
 * adapter keeps an offset measured from server responses; tests and the simulated
 * exchange supply their own. Milliseconds since the Unix epoch.
 */
export interface Clock {
  now(): number;
}

/**
 * Output port: told the server's time as a response carried it, with the device times the
 * request left and the answer arrived, so a Clock can keep the offset between the two.
 */
export interface ServerTimeListener {
  observe(serverTime: number, sentAt: number, receivedAt: number): void;
}
