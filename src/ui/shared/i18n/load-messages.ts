import type { Locale } from '../../../domain/locale/locale';

export type Messages = Record<string, string>;

/**
 * Catalogues live in locales/<locale>/<area>.json so that each feature owns its own
 * file. Only the chosen locale is fetched; every key exists in every locale
 * (test/ui/shared/i18n/catalogues.test.ts), so no fallback merging is needed.
 */
const catalogues = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

export async function loadMessages(locale: Locale): Promise<Messages> {
  const prefix = `./locales/${locale}/`;
  const loaders = Object.entries(catalogues)
    .filter(([path]) => path.startsWith(prefix))
    .map(([, load]) => load());
  const parts = await Promise.all(loaders);
  return Object.assign({}, ...parts) as Messages;
}
