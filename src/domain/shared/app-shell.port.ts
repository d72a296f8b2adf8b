/**
 * Output port: the installed app (a service worker holding the shell), and new deployments
 * of it. A new deployment waits until the user chooses to take it, so a trader is never
 * reloaded in the middle of an order.
 */
export interface AppShell {
  /** Calls `listener` once a new deployment is downloaded and ready; returns the unsubscribe. */
  onUpdateReady(listener: () => void): () => void;
  /** Lets the waiting deployment take over, then reloads the page onto it. */
  applyUpdate(): void;
}
