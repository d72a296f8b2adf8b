/** The parsed body of a response; `ok: false` when the text is not JSON at all. */
export type ParsedBody = { ok: true; value: unknown } | { ok: false; text: string };

/**
 * axios is told to hand over raw text so that a broken body is always noticed here,
 * instead of being silently passed on as a string by axios' lenient JSON parsing.
 */
export function parseBody(text: unknown): ParsedBody {
  if (typeof text !== 'string') return { ok: false, text: '' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
