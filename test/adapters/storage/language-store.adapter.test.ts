import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalLanguageStore } from '../../../src/adapters/storage/language-store.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { LOCALES, isLocale } from '../../../src/domain/locale/locale';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

describe('the local language store', () => {
  it('reads null when nothing was saved', () => {
    expect(createLocalLanguageStore(createMemoryStorage()).load()).toBeNull();
  });

  it.each(LOCALES)('saves %s under User-Lang and reads it back', (locale) => {
    const storage = createMemoryStorage();
    createLocalLanguageStore(storage).save(locale);
    expect(storage.getItem('User-Lang')).toBe(locale);
    expect(createLocalLanguageStore(storage).load()).toBe(locale);
  });

  it('reads a value written by the desktop app under User-Lang', () => {
    const storage = createMemoryStorage();
    storage.setItem('User-Lang', 'zh-CN');
    expect(createLocalLanguageStore(storage).load()).toBe('zh-CN');
  });

  it('reads any value that is not a shipped locale as null', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !isLocale(text.trim())),
        (text) => {
          const storage = createMemoryStorage();
          storage.setItem('User-Lang', text);
          expect(createLocalLanguageStore(storage).load()).toBeNull();
        },
      ),
    );
  });

  it.each(['fr', 'EN-US', 'zh', '"en-US"', 'undefined'])('reads the foreign value %j as null', (text) => {
    const storage = createMemoryStorage();
    storage.setItem('User-Lang', text);
    expect(createLocalLanguageStore(storage).load()).toBeNull();
  });

  it('reads null and saves nothing, without throwing, when storage refuses access', () => {
    const store = createLocalLanguageStore(createThrowingStorage());
    expect(store.load()).toBeNull();
    expect(() => store.save('ko')).not.toThrow();
  });
});
