/**
 * Where forms keep their drafts while their screen is not shown, so that a user who leaves a
 * money form and comes back (a remount) finds what was typed. In memory only, and forgotten
 * when the session ends: no amount or address outlives the user's session on the device.
 */
export interface DraftStore {
  load(form: string): object | undefined;
  save(form: string, draft: object): void;
  clear(): void;
}

export function createDraftStore(): DraftStore {
  const drafts = new Map<string, object>();
  return {
    load: (form) => drafts.get(form),
    save: (form, draft) => void drafts.set(form, draft),
    clear: () => drafts.clear(),
  };
}

/** A form's input fields for its kept draft: what it starts from, and where each change goes. */
export function keptDraft<D extends object>(store: DraftStore, form: string) {
  return {
    // Only the form's own key is ever read back as its draft.
    draft: store.load(form) as Partial<D> | undefined,
    keep: (draft: Partial<D>) => store.save(form, draft),
  };
}
