import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The locales a matrix pass may run in (the folders of the app's catalogues). */
export type MatrixLocale = 'en-US' | 'zh-CN';

const CATALOGUES = 'src/ui/shared/i18n/locales';
const loaded = new Map<MatrixLocale, Record<string, string>>();

/** Every text of a locale by its id, read from the app's own catalogues (one file per area). */
function catalogue(locale: MatrixLocale): Record<string, string> {
  const known = loaded.get(locale);
  if (known) return known;
  const folder = join(CATALOGUES, locale);
  const texts = Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
  loaded.set(locale, texts);
  return texts;
}

/** The locale of the pass now playing: a worker plays one test, so one pass, at a time. */
let current: MatrixLocale = 'en-US';

export function useMatrixLocale(locale: MatrixLocale): void {
  current = locale;
}

/** The page's words for a message id, in the locale of the pass. */
export function say(id: string): string {
  const text = catalogue(current)[id];
  if (text === undefined) throw new Error(`no text ${id} in ${current}`);
  return text;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with placeholders ({amount}), matching whatever values fill them. */
export function sayPattern(id: string): RegExp {
  return new RegExp(
    say(id)
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('.+'),
  );
}
