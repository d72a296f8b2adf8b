import { parse } from '@formatjs/icu-messageformat-parser';

/** src/ui/shared/i18n/locales/<locale>/<area>.json: one feature area's texts in one locale. */
const CATALOGUE = /[\\/]src[\\/]ui[\\/]shared[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;

/**
 * The catalogues ship as ICU message ASTs, not as strings: react-intl formats an AST as it is,
 * while a string is parsed on its first use, which on a cheap phone is a few hundred
 * milliseconds of the first screen's main thread. Build only; tests and the dev server read the
 * JSON as written. A message that does not parse fails the build.
 */
export function precompiledCatalogues() {
  return {
    name: 'precompiled-message-catalogues',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const texts = JSON.parse(code);
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, parse(text, { ignoreTag: false })]),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * Every area of one locale in one chunk: the source keeps a file per feature area, but the
 * first screen needs all of them, and fifteen small requests cost a phone on a slow network
 * three rounds of six connections where one request costs one.
 */
export function catalogueChunkName(id) {
  const match = CATALOGUE.exec(id);
  return match ? `messages-${match[1]}` : null;
}
