/** The part of an actor ref a watcher needs: its snapshot now and each later one. */
export interface Watchable<S> {
  getSnapshot(): S;
  subscribe(observer: (snapshot: S) => void): { unsubscribe(): void };
}

/**
 * Calls `changed` with the selected value now and whenever it changes (by identity): how a
 * parent machine hears a child's or a sibling's state without React watching snapshots.
 * Returns the stop function for a `fromCallback` cleanup.
 */
export function watchSelected<S, V>(
  actor: Watchable<S>,
  select: (snapshot: S) => V,
  changed: (value: V) => void,
): () => void {
  let last = select(actor.getSnapshot());
  changed(last);
  const subscription = actor.subscribe((snapshot) => {
    const next = select(snapshot);
    if (Object.is(next, last)) return;
    last = next;
    changed(next);
  });
  return () => subscription.unsubscribe();
}
