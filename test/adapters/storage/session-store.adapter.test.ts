import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createLocalSessionStore } from '../../../src/adapters/storage/session-store.adapter';
import type { StoredSession } from '../../../src/domain/session/session';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

const session: StoredSession = {
  token: 'eyJhbGciOi.payload.sig',
  userId: '1024',
  email: 'ada@example.com',
  canPurchase: '0',
  langType: 'zh-CN',
};

function storageWith(items: Record<string, string>): Storage {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  return storage;
}

describe('the local session store', () => {
  it('saves the session under the desktop keys, with User-Login 1', () => {
    const storage = createMemoryStorage();
    createLocalSessionStore(storage).save(session);
    expect(
      ['User-Id', 'User-Token', 'User-Login', 'User-Email', 'User-Purchase', 'User-Lang'].map((key) =>
        storage.getItem(key),
      ),
    ).toEqual(['1024', 'eyJhbGciOi.payload.sig', '1', 'ada@example.com', '0', 'zh-CN']);
  });

  it('reads back what it saved', () => {
    const storage = createMemoryStorage();
    createLocalSessionStore(storage).save(session);
    expect(createLocalSessionStore(storage).load()).toEqual(session);
  });

  it('reads null from empty storage', () => {
    expect(createLocalSessionStore(createMemoryStorage()).load()).toBeNull();
  });

  it.each([
    ['the token is missing', { 'User-Id': '7' }],
    ['the user id is missing', { 'User-Token': 'abc' }],
    ['the token is blank', { 'User-Token': '   ', 'User-Id': '7' }],
    ['the token is the text undefined', { 'User-Token': 'undefined', 'User-Id': '7' }],
    ['the user id is the text null', { 'User-Token': 'abc', 'User-Id': 'null' }],
    ['the token holds a line break', { 'User-Token': 'abc\r\nX-Evil: 1', 'User-Id': '7' }],
    ['the token holds non-ASCII text', { 'User-Token': 'tökén', 'User-Id': '7' }],
  ])('reads null when %s', (_name, items) => {
    expect(createLocalSessionStore(storageWith(items)).load()).toBeNull();
  });

  it("defaults canPurchase to '1', the email to '' and the language to en-US when absent", () => {
    const store = createLocalSessionStore(storageWith({ 'User-Token': 'abc', 'User-Id': '7' }));
    expect(store.load()).toEqual({
      token: 'abc',
      userId: '7',
      email: '',
      canPurchase: '1',
      langType: 'en-US',
    });
  });

  it('keeps the session but uses en-US when the stored language is foreign', () => {
    const store = createLocalSessionStore(
      storageWith({ 'User-Token': 'abc', 'User-Id': '7', 'User-Lang': 'fr' }),
    );
    expect(store.load()?.langType).toBe('en-US');
  });

  it('clears the user keys and the cached balances but keeps the language for the next visitor', () => {
    const storage = createMemoryStorage();
    const store = createLocalSessionStore(storage);
    store.save(session);
    storage.setItem('Unrelated', 'kept');
    storage.setItem('Contract-List', '{"contract":{"userId":"1024","list":[]}}');
    storage.setItem('Wallet-Overview', '{"1024":{}}');
    store.clear();
    expect(store.load()).toBeNull();
    expect(
      [
        'User-Id',
        'User-Token',
        'User-Login',
        'User-Email',
        'User-Purchase',
        'Contract-List',
        'Wallet-Overview',
      ].map((k) => storage.getItem(k)),
    ).toEqual([null, null, null, null, null, null, null]);
    expect(storage.getItem('User-Lang')).toBe('zh-CN');
    expect(storage.getItem('Unrelated')).toBe('kept');
  });

  it('reads null, and neither saves nor clears with an error, when storage refuses access', () => {
    const store = createLocalSessionStore(createThrowingStorage());
    expect(store.load()).toBeNull();
    expect(() => store.save(session)).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });

  it('leaves no half-written session when the storage fills up during save', () => {
    const storage = storageWith({ 'User-Token': 'old-token', 'User-Id': 'old-user' });
    const setItem = storage.setItem.bind(storage);
    let writes = 0;
    // Lets the first write (the token) through, then reports a full quota.
    storage.setItem = (key, value) => {
      writes += 1;
      if (writes > 1) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    const store = createLocalSessionStore(storage);
    expect(() => store.save(session)).not.toThrow();
    expect(store.load()).toBeNull();
    expect(storage.getItem('User-Id')).toBeNull();
  });
});
