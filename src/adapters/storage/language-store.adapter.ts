import { isLocale } from '../../domain/locale/locale';
import type { LanguageStore } from '../../domain/locale/locale.port';
import { attempt, readText } from './safe-storage';
import { StorageKeys } from './storage-keys';

/** The chosen language under the desktop key User-Lang; a value the app does not ship reads as null. */
export function createLocalLanguageStore(storage: Storage): LanguageStore {
  return {
    load() {
      const value = readText(storage, StorageKeys.language);
      return isLocale(value) ? value : null;
    },
    save(locale) {
      // A refused write only costs the preference on the next visit.
      attempt(() => storage.setItem(StorageKeys.language, locale));
    },
  };
}
