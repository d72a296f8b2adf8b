import type { AnyActorRef, SnapshotFrom } from 'xstate';

export interface Watched<A extends AnyActorRef = AnyActorRef> {
  actor: A;
  /** True while the actor's load is on its way. */
  busy: (snapshot: SnapshotFrom<A>) => boolean;
}

/** Resolves once the actor has been busy and is no longer (or has stopped). */
function settledAfterBusy({ actor, busy }: Watched): Promise<void> {
  return new Promise((resolve) => {
    if (actor.getSnapshot().status !== 'active') return resolve();
    let sawBusy = busy(actor.getSnapshot());
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (busy(snapshot)) sawBusy = true;
        else if (sawBusy) {
          subscription.unsubscribe();
          resolve();
        }
      },
      // A stopped list (the account was switched) has nothing left to wait for.
      complete: () => resolve(),
      error: () => resolve(),
    });
  });
}

/**
 * Starts a reload (`start`) and resolves once every watched list or query has answered
 * or failed: how a machine that lost the answer to a money call waits for the positions
 * and balances to be reloaded before its button comes back.
 */
export async function reloadAndWait(start: () => void, watched: readonly Watched[]): Promise<void> {
  // Watch first: the reload may put the lists to work within `start` itself.
  const settled = watched.map(settledAfterBusy);
  start();
  await Promise.all(settled);
}
