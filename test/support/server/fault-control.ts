import type { ServerResponse } from 'node:http';
import { parseFaultSpec, type FaultSpec, type FaultTable } from './faults';
import { sendJson } from './respond';

/**
 * The faults over HTTP, for e2e tests driving a separate server process:
 * GET lists them, POST sets them ({"/contract/getAssets": {"answer": {"kind": "expired"}}}),
 * DELETE clears one (?path=...[&token=...]) or all.
 */
export const FAULTS_PATH = '/__faults';

function parseFaults(body: string): Record<string, FaultSpec> | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const faults: Record<string, FaultSpec> = {};
  for (const [path, raw] of Object.entries(value)) {
    const spec = parseFaultSpec(raw);
    if (!spec) return null;
    faults[path.replace(/^\/bb\/app(?=\/)/, '')] = spec;
  }
  return faults;
}

export function faultControl(
  faults: FaultTable,
  method: string,
  url: URL,
  body: string,
  res: ServerResponse,
): void {
  switch (method) {
    case 'GET':
      return sendJson(res, 200, faults.list());
    case 'POST': {
      const parsed = parseFaults(body);
      if (!parsed) return sendJson(res, 400, { error: 'Expected {"<path>": {latencyMs?, answer?, times?}}' });
      for (const [path, spec] of Object.entries(parsed)) faults.set(path, spec);
      return sendJson(res, 200, faults.list());
    }
    case 'DELETE':
      faults.clear(url.searchParams.get('path') ?? undefined, url.searchParams.get('token') ?? undefined);
      return sendJson(res, 200, faults.list());
    default:
      return sendJson(res, 405, { error: 'Method Not Allowed' });
  }
}
