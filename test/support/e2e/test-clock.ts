import type { Page } from '@playwright/test';
import { CLOCK_REFERENCE_SERVER, control, referenceServerOf, SPEC_REFERENCE_SERVER } from './servers';
import { isHttpProject } from './session-steps';

/**
 * Time a test moves instead of waiting for it (a 30 s settlement, a price that comes down
 * in two minutes). Demo mode: the exchange runs in the page, so Playwright's clock is its
 * clock. Http mode: the reference server's clock moves by the same amount as the page's,
 * and its Date header with it, so the app's estimate of server time keeps its offset.
 * Only the servers started with `--clock-control` can be moved: the clock project's and the
 * SPEC-exact one (playwright.config.ts runs the tests behind each one at a time, so a jump
 * never lands in another test).
 */
export interface TestClock {
  /** The time the exchange and the page see now. */
  now(): number;
  /** Moves both clocks forward to `at` (nothing when it has passed). */
  advanceTo(at: number): Promise<void>;
  /**
   * Stops the page's timers where they are, so that what the app shows for a few seconds (a
   * settled row, a toast) stays while the test reads it, however busy the machine is.
   */
  hold(): Promise<void>;
  /** Lets the page's timers run on again in real time. */
  release(): Promise<void>;
}

const MOVABLE_SERVERS: readonly string[] = [CLOCK_REFERENCE_SERVER, SPEC_REFERENCE_SERVER];

/** Moves a movable server's clock (0 only reads it); answers its time. */
async function moveServerClock(server: string, advanceMs: number): Promise<number> {
  return (await control<{ now: number }>(server, 'clock', { advanceMs })).now;
}

/** How far ahead of the page's clock a hold stops it (shorter than anything a test reads). */
const HOLD_AHEAD_MS = 300;

/** Call before the page's first navigation: the page's clock is installed with the next one. */
export async function installTestClock(page: Page, projectName: string): Promise<TestClock> {
  const http = isHttpProject(projectName);
  const server = referenceServerOf(projectName);
  if (http && !MOVABLE_SERVERS.includes(server)) {
    throw new Error(`a test that moves time over http runs behind a movable server, not in ${projectName}`);
  }
  // The server's clock may be ahead already (earlier tests moved it): the page starts there.
  let offset = http ? (await moveServerClock(server, 0)) - Date.now() : 0;
  await page.clock.install({ time: Date.now() + offset });
  return {
    now: () => Date.now() + offset,
    advanceTo: async (at) => {
      const ms = Math.round(at - (Date.now() + offset));
      if (ms <= 0) return;
      if (http) await moveServerClock(server, ms);
      offset += ms;
      await page.clock.fastForward(ms);
    },
    // A little ahead of the page's time: its clock runs on while the call travels. On a busy
    // machine that time can pass first; then the hold is tried again from the page's new time.
    hold: async () => {
      for (let attempt = 1; ; attempt += 1) {
        const at = (await page.evaluate(() => Date.now())) + HOLD_AHEAD_MS * attempt;
        try {
          await page.clock.pauseAt(at);
          return;
        } catch (error) {
          if (attempt >= 5 || !String(error).includes('to the past')) throw error;
        }
      }
    },
    release: () => page.clock.resume(),
  };
}
