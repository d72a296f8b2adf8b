/** Output port: whether the page is in view, so live feeds stop polling while it is hidden. */
export interface PageVisibility {
  hidden(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}
