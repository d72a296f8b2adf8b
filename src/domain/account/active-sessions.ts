/**
 * The account's active sessions: one per log-in, until it expires or is signed out. Times
 * are the exchange's (ms). The token itself never leaves the server; a session is named by
 * an id derived from it.
 */
export interface ActiveSession {
  id: string;
  /** What signed in, summarised ('Chrome on Windows'); '' when unknown. */
  device: string;
  /** When the log-in happened. */
  openedAt: number;
  /** The last request made under it. */
  lastSeenAt: number;
  /** The session this list was asked from. */
  current: boolean;
}

/** The current session first, then the most recently used. */
export function sessionsInOrder(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt || a.id.localeCompare(b.id),
  );
}

/** Whether any session besides the current one is open ("Sign out other sessions" is worth showing). */
export function hasOtherSessions(sessions: readonly ActiveSession[]): boolean {
  return sessions.some((session) => !session.current);
}

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
