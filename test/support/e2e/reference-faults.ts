import type { Page } from '@playwright/test';
import type { FaultAnswer } from '../server/faults';
import { REFERENCE_SERVER } from './servers';

/** A fault the reference server plays on one API path (see test/support/server/faults.ts). */
export interface E2eFault {
  latencyMs?: number;
  answer?: FaultAnswer;
  times?: number;
  /** The request waits on the server until `releaseHeld`, then is applied even if its caller left. */
  hold?: true;
}

/** The signed-in user's token: faults scoped to it play only for this test's browser. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('User-Token'));
  if (!token) throw new Error('a user-scoped fault needs a signed-in page');
  return token;
}

/**
 * Sets faults by API path on the reference server behind the http-mode app, for the
 * signed-in user of `page` only: the server is shared by the tests running in parallel.
 */
export async function setFaults(page: Page, faults: Record<string, E2eFault>): Promise<void> {
  const token = await tokenOf(page);
  const scoped = Object.fromEntries(
    Object.entries(faults).map(([path, fault]) => [path, { ...fault, token }]),
  );
  const response = await fetch(`${REFERENCE_SERVER}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scoped),
  });
  if (!response.ok) throw new Error(`setting faults failed: HTTP ${response.status}`);
}

/** Clears one path's fault for one user, leaving the faults of tests running beside it. */
export async function clearFault(path: string, token: string): Promise<void> {
  const query = new URLSearchParams({ path, token });
  await fetch(`${REFERENCE_SERVER}/__faults?${query}`, { method: 'DELETE' });
}

/** Whether the user's fault on `path` has been taken by as many requests as its `times`. */
export async function faultTaken(path: string, token: string): Promise<boolean> {
  const listed = (await (await fetch(`${REFERENCE_SERVER}/__faults`)).json()) as Record<string, unknown>;
  return !(`${path} token=${token}` in listed);
}

/** Lets the user's held requests run on the server (a `hold` fault); answers how many. */
export async function releaseHeld(token: string): Promise<number> {
  const query = new URLSearchParams({ token });
  const response = await fetch(`${REFERENCE_SERVER}/__faults/release?${query}`, { method: 'POST' });
  return ((await response.json()) as { released: number }).released;
}
