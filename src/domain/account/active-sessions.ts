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
