/**
 * Output port: the browser refused to keep data because its storage is full. Everything
 * still works in memory; the user is told once that changes will not outlive the page.
 */
export interface StorageQuota {
  /** Calls back when storage is (or already was) found full; returns the unsubscribe. */
  onFull(listener: () => void): () => void;
}
