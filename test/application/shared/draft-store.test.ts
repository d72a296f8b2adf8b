import { describe, expect, it } from 'vitest';
import { createDraftStore, keptDraft } from '../../../src/application/shared/draft-store';

describe('the draft store', () => {
  it('gives each form its own kept draft, and forgets them all when the session ends', () => {
    const store = createDraftStore();
    keptDraft<{ amount: string }>(store, 'withdraw').keep({ amount: '5' });
    keptDraft<{ amount: string }>(store, 'transfer').keep({ amount: '9' });
    expect(keptDraft(store, 'withdraw').draft).toEqual({ amount: '5' });
    expect(keptDraft(store, 'transfer').draft).toEqual({ amount: '9' });
    store.clear();
    expect(keptDraft(store, 'withdraw').draft).toBeUndefined();
  });
});
