import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';

describe('createMemoryStorage', () => {
  it('returns null for a key never set', () => {
    expect(createMemoryStorage().getItem('missing')).toBeNull();
  });

  it('stores values as text, as the Web Storage API does', () => {
    const storage = createMemoryStorage();
    storage.setItem('n', 42 as unknown as string);
    expect(storage.getItem('n')).toBe('42');
  });

  it('counts, lists, removes and clears its keys', () => {
    const storage = createMemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['a', 'b', null]);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('keeps each instance separate', () => {
    const first = createMemoryStorage();
    first.setItem('k', 'v');
    expect(createMemoryStorage().getItem('k')).toBeNull();
  });
});
