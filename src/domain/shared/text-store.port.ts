/**
 * Output port: text kept by key between visits. The app's adapter is browser storage,
 * which may be blocked or full, so nothing here throws: a refused read is "nothing
 * stored" and a refused write answers false.
 */
export interface TextStore {
  /** The stored text, or null when there is none or it cannot be read. */
  read(key: string): string | null;
  /** Keeps the text; false when the store refused it. */
  write(key: string, text: string): boolean;
  remove(key: string): void;
}
