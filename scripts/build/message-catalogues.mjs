import { parse } from '@formatjs/icu-messageformat-parser';
import { FEATURE_GROUPS, GROUPS_IN_SHELL_TEXTS } from './entry-modules.mjs';

/** src/ui/shared/i18n/locales/<locale>/<area>.json: one feature area's texts in one locale. */
const CATALOGUE = /[\\/]src[\\/]ui[\\/]shared[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/**
 * The areas that load with their form factor or their feature's first page, each in a chunk of
 * its own per locale (src/ui/shared/i18n/text-areas.ts names the same, checked by a test): each
 * feature group's texts are the area of its name, but those of GROUPS_IN_SHELL_TEXTS. Every
 * other area is the shell's, which the first screen needs.
 */
export const ON_DEMAND_AREAS = [
  'mobile',
  'desktop',
  ...FEATURE_GROUPS.filter((group) => !GROUPS_IN_SHELL_TEXTS.includes(group)),
];

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
 * The shell's areas of one locale in one chunk: the first screen needs all of them, and a
 * dozen small requests cost a phone on a slow network more rounds of six connections than one
 * request does. Each form factor's and feature's area is a chunk of its own, fetched with it.
 */
export function catalogueChunkName(id) {
  const match = CATALOGUE.exec(id);
  if (!match) return null;
  const [, locale, area] = match;
  return ON_DEMAND_AREAS.includes(area) ? `messages-${locale}-${area}` : `messages-${locale}`;
}
