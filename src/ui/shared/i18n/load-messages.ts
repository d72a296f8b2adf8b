import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale/locale';

/** A locale's texts: ICU strings as written, or their ASTs as the build precompiles them. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Catalogues live in locales/<locale>/<area>.json so that each feature owns its own
 * file; the build puts a locale's areas in one chunk and precompiles them
 * (scripts/build/message-catalogues.mjs). Only the chosen locale is fetched; every key exists in every locale
 * (test/ui/shared/i18n/catalogues.test.ts), so no fallback merging is needed.
 */
const catalogues = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

async function loadCatalogue(locale: Locale): Promise<Messages> {
  const prefix = `./locales/${locale}/`;
  const loaders = Object.entries(catalogues)
    .filter(([path]) => path.startsWith(prefix))
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
  load: (locale: Locale) => Promise<Messages> = loadCatalogue,
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
