import { cleanPayload } from '../../domain/payload/clean-payload';

/** Flat payloads are the norm; a nested value is sent as JSON rather than "[object Object]". */
function encodeValue(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** SPEC section 5: empty parameters are removed before sending, for bodies and queries alike. */
export function toSearchParams(params: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(cleanPayload(params))) search.append(key, encodeValue(value));
  return search;
}
