import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { localeCatalogue } from '../../../../scripts/build/locale-catalogue.mjs';
import { DEFAULT_LOCALE, LOCALES } from '../../../../src/domain/locale/locale';

const root = resolve(__dirname, '../../../..');
const localesDir = join(root, 'src/ui/shared/i18n/locales');

const catalogue = (locale: string) => localeCatalogue(locale, localesDir);

/** The names of the arguments a message uses, e.g. {count} or {amount, number}. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, into);
  }
  return into;
}

const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, catalogue(locale)]));
const reference = catalogues[DEFAULT_LOCALE] ?? {};

describe('translation catalogues', () => {
  it('every locale has the same area files', () => {
    const areas = (locale: string) => readdirSync(join(localesDir, locale)).sort();
    for (const locale of LOCALES) expect(areas(locale)).toEqual(areas(DEFAULT_LOCALE));
  });

  it.each(LOCALES)('%s has exactly the keys of en-US', (locale) => {
    expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(LOCALES)('every %s message parses as ICU and uses the same arguments as en-US', (locale) => {
    for (const [id, message] of Object.entries(catalogues[locale] ?? {})) {
      const parsed = parse(message);
      const english = reference[id];
      if (english === undefined) continue; // reported by the key test above
      expect([...argumentNames(parsed)].sort(), `${locale} ${id}`).toEqual(
        [...argumentNames(parse(english))].sort(),
      );
    }
  });

  it('every message id used in the source exists in the catalogues', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'extracted.json');
    execFileSync(
      join(root, 'node_modules/.bin/formatjs'),
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', out],
      { cwd: root, stdio: 'pipe' },
    );
    const used = Object.keys(JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>);
    expect(used.filter((id) => !(id in reference))).toEqual([]);
  });
});
