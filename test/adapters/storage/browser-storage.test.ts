import { describe, expect, it } from 'vitest';
import { openBrowserStorage } from '../../../src/adapters/storage/browser-storage';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';

describe('opening the browser storage at start-up', () => {
  it('uses the browser storage when it reads and writes', () => {
    const browser = createMemoryStorage();
    const opened = openBrowserStorage(() => browser);
    expect(opened).toEqual({ storage: browser, persistent: true, full: false });
    expect(browser.length).toBe(0); // the probe leaves nothing behind
  });

  it('falls back to memory when merely reading window.localStorage throws (storage blocked)', () => {
    const opened = openBrowserStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(opened.persistent).toBe(false);
    opened.storage.setItem('User-Lang', 'en-US');
    expect(opened.storage.getItem('User-Lang')).toBe('en-US');
  });

  it('falls back to memory when the storage refuses writes for another reason (read-only)', () => {
    const refusing = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException('read-only', 'SecurityError');
      },
    };
    expect(openBrowserStorage(() => refusing).persistent).toBe(false);
  });

  it('falls back to memory when the browser has no storage at all', () => {
    expect(openBrowserStorage(() => undefined).persistent).toBe(false);
  });
});
