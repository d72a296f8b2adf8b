import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  catalogueChunkName,
  ON_DEMAND_AREAS,
  precompiledCatalogues,
} from '../../../scripts/build/message-catalogues.mjs';
import { ON_DEMAND_AREAS as APP_ON_DEMAND_AREAS } from '../../../src/ui/shared/i18n/text-areas';

const LOCALES = join(process.cwd(), 'src/ui/shared/i18n/locales');
const plugin = precompiledCatalogues();

function compile(code: string, id: string): unknown {
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const result = transform(code, id);
  if (!result) return null;
  return JSON.parse(result.code.replace(/^export default /, '').replace(/;$/, ''));
}

describe('precompiled message catalogues', () => {
  it('turn each text of a catalogue into the AST that react-intl would parse it to', () => {
    const id = '/app/src/ui/shared/i18n/locales/en-US/market.json';
    const texts = { 'a.plain': 'Markets', 'a.count': '{count, plural, one {# pair} other {# pairs}}' };
    expect(compile(JSON.stringify(texts), id)).toEqual({
      'a.plain': parse(texts['a.plain']),
      'a.count': parse(texts['a.count']),
    });
    expect(
      (compile(JSON.stringify(texts), id) as Record<string, { type: number }[]>)['a.count']?.[0]?.type,
    ).toBe(TYPE.plural);
  });

  it('leave every other JSON file alone', () => {
    expect(compile('{"a":"b"}', '/app/src/ui/shared/i18n/extracted/messages.json')).toBeNull();
    expect(compile('{"a":"b"}', '/app/package.json')).toBeNull();
  });

  it('fail the build on a text that is not valid ICU', () => {
    const id = '/app/src/ui/shared/i18n/locales/ko/market.json';
    expect(() => compile(JSON.stringify({ broken: '{count, plural, one {x}' }), id)).toThrow();
  });

  it('compile every catalogue of every locale in the app', () => {
    for (const locale of readdirSync(LOCALES))
      for (const file of readdirSync(join(LOCALES, locale))) {
        const id = join(LOCALES, locale, file);
        expect(compile(readFileSync(id, 'utf8'), id), id).not.toBeNull();
      }
  });

  it("put a locale's shell areas in one chunk, each on-demand area in its own, and nothing else in them", () => {
    expect(catalogueChunkName('/app/src/ui/shared/i18n/locales/zh-CN/market.json')).toBe('messages-zh-CN');
    expect(catalogueChunkName('/app/src/ui/shared/i18n/locales/zh-CN/session.json')).toBe('messages-zh-CN');
    expect(catalogueChunkName('C:\\app\\src\\ui\\shared\\i18n\\locales\\ja\\wallet.json')).toBe(
      'messages-ja-wallet',
    );
    expect(catalogueChunkName('/app/src/ui/shared/i18n/locales/ko/desktop.json')).toBe('messages-ko-desktop');
    expect(catalogueChunkName('/app/src/ui/features/market/market.messages.ts')).toBeNull();
  });

  it('name the same on-demand areas as the app loads on demand', () => {
    expect([...ON_DEMAND_AREAS].sort()).toEqual([...APP_ON_DEMAND_AREAS].sort());
  });
});
