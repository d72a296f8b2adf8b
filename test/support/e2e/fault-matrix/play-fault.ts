import type { Page, Request } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '../../../../src/adapters/http/http-client';
import { REFERENCE_SERVER } from '../servers';
import type { FaultName } from './calls';
import { say } from './texts';

/** The server's msg for a refusal (code != 1): shown as it came (SPEC section 8). */
export const REFUSAL = 'Refused by the fault matrix';

/** The shared words for a lost answer of a call that moves money (failure-text.ts). */
export const OUTCOME_UNKNOWN = 'error.outcomeUnknown';

/**
 * What the user must read for each fault, in the pass's locale. `lostAnswer`: the id of a
 * screen's own words for a lost answer (the spot order, the flash exchange, the withdrawal
 * say what to check there). A refusal's msg and a -2's are the server's, shown as they came.
 */
export function expectedText(fault: FaultName, movesMoney: boolean, lostAnswer = OUTCOME_UNKNOWN): string {
  switch (fault) {
    case 'network error':
      return say(movesMoney ? lostAnswer : 'error.network');
    case 'timeout':
      return say(movesMoney ? lostAnswer : 'error.timeout');
    // The exchange may have applied a money call all the same (outcome-unknown.ts).
    case 'HTTP 500':
      return say(movesMoney ? lostAnswer : 'error.server');
    case 'malformed body':
      return say(movesMoney ? lostAnswer : 'error.malformed');
    case 'code != 1':
      return REFUSAL;
    case 'code -2':
      return 'Please login first';
    // Told as a lost answer until the screen has found what was applied.
    case 'applied, then HTTP 500':
    case 'applied, then malformed body':
      return say(lostAnswer);
  }
}

/** True for a request to the API path (under any base: /bb/app, /contract/app). */
export const isCallTo = (path: string) => (url: string | URL) => new URL(String(url)).pathname.endsWith(path);

/** The reference server's answer for each fault it plays. */
const SERVER_FAULTS: Partial<Record<FaultName, Record<string, unknown>>> = {
  // Far longer than the app waits: the test moves the page's clock past its deadline.
  timeout: { latencyMs: 60_000 },
  'HTTP 500': { answer: { kind: 'status', status: 500 } },
  'malformed body': { answer: { kind: 'malformed' } },
  'code != 1': { answer: { kind: 'code', code: 0, msg: REFUSAL } },
  'code -2': { answer: { kind: 'expired' } },
  // Once: a second request would be a resend, applied again and counted by the test.
  'applied, then HTTP 500': {
    answer: { kind: 'apply-then-answer', then: { kind: 'status', status: 500 } },
    times: 1,
  },
  'applied, then malformed body': {
    answer: { kind: 'apply-then-answer', then: { kind: 'malformed' } },
    times: 1,
  },
};

async function faults(method: 'GET' | 'POST' | 'DELETE', query = '', body?: unknown) {
  const response = await fetch(`${REFERENCE_SERVER}/__faults${query}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`faults ${method} failed: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** True while the server still holds a fault for the path and scope (a `times` one not yet taken). */
export async function isArmed(path: string, scope: string): Promise<boolean> {
  return `${path} token=${scope}` in (await faults('GET'));
}

/**
 * Arms one fault on one path for this page only: a network error is made in the browser
 * (the app server's proxy would answer a dropped connection with 502); every other fault is
 * played by the reference server for `scope` (the user's token, or the page's X-Fault-Scope).
 * Until disarmed it answers every request to the path, as polls and retries ask again.
 * Returns the disarm.
 */
export async function armFault(page: Page, path: string, fault: FaultName, scope: string) {
  if (fault === 'network error') {
    const matches = isCallTo(path);
    const abort = (route: { abort(code: string): Promise<void> }) => route.abort('internetdisconnected');
    await page.route(matches, abort);
    return () => page.unroute(matches, abort);
  }
  await faults('POST', '', { [path]: { ...SERVER_FAULTS[fault], token: scope } });
  return async () => void (await faults('DELETE', `?${new URLSearchParams({ path, token: scope })}`));
}

/**
 * Makes the call and waits for its request to end (answered, or failed), so that what the
 * test reads next is this call's outcome and not the last fault's: a money call tells four
 * faults in the same words. For a timeout, moves the page's clock past the app's deadline
 * once the request is on its way (the app's timer is the faked AbortSignal.timeout).
 */
export async function makeCall(page: Page, path: string, fault: FaultName, call: () => Promise<void>) {
  const sent: Promise<Request> = page.waitForRequest((request) => isCallTo(path)(request.url()));
  await call();
  const request = await sent;
  if (fault === 'timeout') await page.clock.fastForward(DEFAULT_TIMEOUT_MS + 500);
  await request.response();
}
