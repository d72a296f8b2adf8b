import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where each locale's texts live, one JSON file per area. */
export const LOCALES_DIR = 'src/ui/shared/i18n/locales';

/** A locale's texts, every area merged, as written (ICU strings). */
export function localeCatalogue(locale, dir = LOCALES_DIR) {
  const folder = join(dir, locale);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8'))),
  );
}
