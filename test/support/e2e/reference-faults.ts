import { REFERENCE_SERVER } from './servers';

/** A fault the reference server plays on one API path (see test/support/server/faults.ts). */
export interface E2eFault {
  latencyMs?: number;
  answer?:
    | { kind: 'status'; status: number }
    | { kind: 'code'; code: number; msg: string }
    | { kind: 'expired' }
    | { kind: 'malformed' }
    | { kind: 'drop' };
  times?: number;
}

/** Sets faults by API path on the reference server behind the http-mode app. */
export async function setFaults(faults: Record<string, E2eFault>): Promise<void> {
  const response = await fetch(`${REFERENCE_SERVER}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`setting faults failed: HTTP ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${REFERENCE_SERVER}/__faults`, { method: 'DELETE' });
}
