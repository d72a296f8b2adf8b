/**
 * Where a login may send the user afterwards: only a path of this app. A crafted
 * `?redirect=` must never lead elsewhere: not another origin (`https://…`,
 * protocol-relative `//host`, `/\host`, which browsers read as `//host`), not a
 * `javascript:` URL, not text with control characters a URL parser drops.
 */
const PROBE_ORIGIN = 'https://app.invalid';

export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
