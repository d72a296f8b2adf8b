import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale/locale';
import { ON_DEMAND_AREAS, type TextArea } from './text-areas';

/** A locale's texts: ICU strings as written, or their ASTs as the build precompiles them. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Catalogues live in locales/<locale>/<area>.json so that each feature owns its own file; the
 * build puts a locale's shell areas in one chunk and each on-demand area in its own, and
 * precompiles them (scripts/build/message-catalogues.mjs). Only the chosen locale is fetched;
 * every key exists in every locale (test/ui/shared/i18n/catalogues.test.ts).
 */
const catalogues = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

/** The shell's areas: every area that is not loaded on demand. */
export const SHELL = 'shell';

const areaOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const isShell = (area: string) => !(ON_DEMAND_AREAS as readonly string[]).includes(area);

/** The texts of some areas of a locale (SHELL for the shell's), merged. */
export async function loadCatalogue(
  locale: Locale,
  areas: readonly (TextArea | typeof SHELL)[],
): Promise<Messages> {
  const prefix = `./locales/${locale}/`;
  const wanted = (area: string) =>
    areas.includes(area as TextArea) || (areas.includes(SHELL) && isShell(area));
  const loaders = Object.entries(catalogues)
    .filter(([path]) => path.startsWith(prefix) && wanted(areaOf(path)))
    .map(([, load]) => load());
  const parts = await Promise.all(loaders);
  return Object.assign({}, ...parts) as Messages;
}

export interface LoadedMessages {
  /** The locale whose texts were loaded: the chosen one, or en-US when it failed. */
  locale: Locale;
  messages: Messages;
}

/**
 * The chosen locale's catalogue; if it cannot be fetched (a bad network, a deploy that
 * removed the old files), en-US instead; if that fails too, no catalogue at all, so the
 * messages' English defaults show. The app never waits on a spinner for its texts.
 */
export async function loadMessagesWithFallback(
  locale: Locale,
  load: (locale: Locale) => Promise<Messages> = (chosen) => loadCatalogue(chosen, [SHELL]),
): Promise<LoadedMessages> {
  try {
    return { locale, messages: await load(locale) };
  } catch {
    if (locale !== DEFAULT_LOCALE) {
      try {
        return { locale: DEFAULT_LOCALE, messages: await load(DEFAULT_LOCALE) };
      } catch {
        // fall through to the built-in English defaults
      }
    }
    return { locale: DEFAULT_LOCALE, messages: {} };
  }
}
