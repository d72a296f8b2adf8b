import { describe, expect, it, vi } from 'vitest';
import { openBrowserStorage } from '../../../src/adapters/storage/browser-storage';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { isQuotaError, watchStorageQuota } from '../../../src/adapters/storage/quota-watch';
import { createLocalSessionStore } from '../../../src/adapters/storage/session-store.adapter';
import { createStorageServices } from '../../../src/application/storage/storage-services';
import { createActor } from 'xstate';
import { selectStorageFullDue } from '../../../src/application/storage/storage-notice.selectors';

/** A browser storage with room for `room` characters of values, like a real quota. */
function smallStorage(room: number): Storage {
  const inner = createMemoryStorage();
  const used = () => {
    let total = 0;
    for (let i = 0; i < inner.length; i += 1) total += inner.getItem(inner.key(i) ?? '')?.length ?? 0;
    return total;
  };
  return {
    ...inner,
    get length() {
      return inner.length;
    },
    setItem: (key, value) => {
      const freed = inner.getItem(key)?.length ?? 0;
      if (used() - freed + value.length > room) throw new DOMException('full', 'QuotaExceededError');
      inner.setItem(key, value);
    },
  };
}

describe('a full browser storage', () => {
  it('keeps refused writes in memory, reads them back and tells the listeners', () => {
    const { storage, quota } = watchStorageQuota(smallStorage(10));
    const heard = vi.fn();
    quota.onFull(heard);
    storage.setItem('small', 'abc');
    expect(heard).not.toHaveBeenCalled();
    storage.setItem('big', 'x'.repeat(50));
    expect(storage.getItem('big')).toBe('x'.repeat(50));
    expect(storage.getItem('small')).toBe('abc');
    expect(storage.length).toBe(2);
    expect(heard).toHaveBeenCalledTimes(1);
    storage.removeItem('big');
    expect(storage.getItem('big')).toBeNull();
  });

  it('keeps a session that no longer fits, so the user stays signed in for the visit', () => {
    const { storage } = watchStorageQuota(smallStorage(0));
    const sessions = createLocalSessionStore(storage);
    const session = {
      token: 'tok-1',
      userId: '7',
      email: 'a@b.co',
      canPurchase: '1',
      langType: 'en-US' as const,
    };
    sessions.save(session);
    expect(sessions.load()).toEqual(session);
  });

  it('tells a listener that arrives after the storage was found full, and passes other errors on', () => {
    const blocked: Storage = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException('insecure', 'SecurityError');
      },
    };
    const { storage, quota } = watchStorageQuota(blocked, true);
    const heard = vi.fn();
    quota.onFull(heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(() => storage.setItem('a', 'b')).toThrow('insecure');
  });

  it('is told apart from other DOM errors', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaError(new DOMException('no', 'SecurityError'))).toBe(false);
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false);
  });

  it('at start-up keeps what it holds (the session) instead of falling back to an empty memory', () => {
    const full = smallStorage(5);
    full.setItem('User-Token', 'tok');
    const opened = openBrowserStorage(() => full);
    expect(opened).toMatchObject({ storage: full, persistent: true, full: true });
  });

  it('is reported once per page, however many writes fail and however often the notice mounts', () => {
    const { storage, quota } = watchStorageQuota(smallStorage(0));
    const services = createStorageServices({ quota });
    const first = createActor(services.notice).start();
    for (let i = 0; i < 5; i += 1) storage.setItem(`k${i}`, 'value');
    expect(selectStorageFullDue(first.getSnapshot())).toBe(true);
    first.send({ type: 'notice.shown' });
    storage.setItem('again', 'value');
    expect(selectStorageFullDue(first.getSnapshot())).toBe(false);
    const remounted = createActor(services.notice).start();
    storage.setItem('more', 'value');
    expect(selectStorageFullDue(remounted.getSnapshot())).toBe(false);
  });
});
