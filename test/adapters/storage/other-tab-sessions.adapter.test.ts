import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createOtherTabSessions } from '../../../src/adapters/storage/other-tab-sessions.adapter';
import { createLocalSessionStore } from '../../../src/adapters/storage/session-store.adapter';
import type { StoredSession } from '../../../src/domain/session/session';

/** What the browser fires in this tab when another tab writes the shared storage. */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

function setUp() {
  const win = new EventTarget();
  const shared = createLocalSessionStore(createMemoryStorage());
  const heard: (StoredSession | null)[] = [];
  const stop = createOtherTabSessions(win, shared).subscribe((stored) => heard.push(stored));
  return { win, shared, heard, stop };
}

describe('another tab’s session, heard through the storage event', () => {
  it('tells the session now stored when the token, the user id or the whole storage changes', () => {
    const { win, shared, heard } = setUp();
    shared.save({ token: 'tok-9', userId: '9', email: 'b@example.com', canPurchase: '1', langType: 'en-US' });
    win.dispatchEvent(storageEvent('User-Token'));
    shared.clear();
    win.dispatchEvent(storageEvent('User-Id'));
    win.dispatchEvent(storageEvent(null));
    expect(heard.map((stored) => stored?.token ?? null)).toEqual(['tok-9', null, null]);
  });

  it('does not hear other keys, nor anything after unsubscribing', () => {
    const { win, heard, stop } = setUp();
    win.dispatchEvent(storageEvent('Lang-Type'));
    stop();
    win.dispatchEvent(storageEvent('User-Token'));
    expect(heard).toEqual([]);
  });

  it('hears nothing without a window', () => {
    const shared = createLocalSessionStore(createMemoryStorage());
    expect(() => createOtherTabSessions(undefined, shared).subscribe(() => undefined)()).not.toThrow();
  });
});
