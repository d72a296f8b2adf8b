/** Releases held requests: POST with an optional ?token= (one user's), else every one. */
export const RELEASE_PATH = '/__faults/release';

/**
 * Requests a `hold` fault keeps waiting (faults.ts), each under the scope it was taken for
 * (the user's token or the page's fault scope), until a test releases them.
 */
export interface HeldRequests {
  hold(scope: string): Promise<void>;
  /** Lets the scope's held requests (every one without a scope) run; answers how many. */
  release(scope?: string): number;
}

export function createHeldRequests(): HeldRequests {
  const held: { scope: string; go: () => void }[] = [];
  return {
    hold: (scope) => new Promise<void>((go) => void held.push({ scope, go })),
    release(scope) {
      const released = held.filter((entry) => scope === undefined || entry.scope === scope);
      for (const entry of released) {
        held.splice(held.indexOf(entry), 1);
        entry.go();
      }
      return released.length;
    },
  };
}
