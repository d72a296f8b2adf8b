/** Output port: whether the device has a network connection, as the browser reports it. */
export interface Connectivity {
  online(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}
