/** A user agent summarised for the session list: what a person recognises, nothing that fingerprints. */

// The few families a person recognises their own device by; first match wins, so the
// browsers built on Chrome (Edge, Opera, Samsung) come before it, and Chrome before Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|HeadlessChrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * A user agent as a person reads it: browser and system, or whichever is known. The full
 * string is never kept (it narrows who the user is more than a list of sessions needs), and
 * no version is shown. No library: the app's dependencies have no user-agent parser, and
 * a family name is all a session list shows.
 */
export function deviceSummary(userAgent: string): string {
  const text = userAgent.slice(0, 512);
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}
