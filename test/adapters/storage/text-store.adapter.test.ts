import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createBrowserTextStore } from '../../../src/adapters/storage/text-store.adapter';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

describe('the browser text store', () => {
  it('keeps text by key across stores over the same storage, and forgets it on remove', () => {
    const storage = createMemoryStorage();
    expect(createBrowserTextStore(storage).write('Some-Key', '{"a":1}')).toBe(true);
    const again = createBrowserTextStore(storage);
    expect(again.read('Some-Key')).toBe('{"a":1}');
    expect(again.read('Other-Key')).toBeNull();
    again.remove('Some-Key');
    expect(again.read('Some-Key')).toBeNull();
  });

  it.each(['', '  ', 'undefined', 'null'])('reads the stored nothing %j as no text', (text) => {
    const storage = createMemoryStorage();
    storage.setItem('Some-Key', text);
    expect(createBrowserTextStore(storage).read('Some-Key')).toBeNull();
  });

  it('never throws when the storage refuses: reads are empty, writes answer false', () => {
    const store = createBrowserTextStore(createThrowingStorage());
    expect(store.read('Some-Key')).toBeNull();
    expect(store.write('Some-Key', 'text')).toBe(false);
    expect(() => store.remove('Some-Key')).not.toThrow();
  });
});
