import { createContext, use, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale/locale';
import { loadCatalogue, loadMessagesWithFallback, SHELL, type Messages } from './load-messages';
import type { TextArea } from './text-areas';

/** The catalogue shown: its locale, its texts (grown in place as areas come) and its areas. */
export interface ShownTexts {
  locale: Locale;
  messages: Messages;
  areas: Set<TextArea>;
}

/**
 * The page's texts: the shell's first, then each form factor's and feature's area as the first
 * screen that shows it asks (a page of the wallet, the desktop app). Texts that come are added
 * to the catalogue shown before anything that asked for them renders, so no text is missing.
 */
export interface Texts {
  /** Areas every catalogue should hold from now on, in whatever locale is chosen next. */
  want(areas: readonly TextArea[]): void;
  has(areas: readonly TextArea[]): boolean;
  /** Fetches the areas into the catalogue shown, once each; never fails (English defaults show). */
  load(areas: readonly TextArea[]): Promise<void>;
  /** The catalogue of a locale with the shell and every wanted area, to show next. */
  catalogue(locale: Locale): Promise<ShownTexts>;
  show(texts: ShownTexts): void;
}

async function areasOf(locale: Locale, areas: readonly TextArea[]): Promise<Messages> {
  try {
    return await loadCatalogue(locale, areas);
  } catch {
    return locale === DEFAULT_LOCALE ? {} : loadCatalogue(DEFAULT_LOCALE, areas).catch(() => ({}));
  }
}

export function createTexts(): Texts {
  const wanted = new Set<TextArea>();
  let shown: ShownTexts | null = null;
  let onShown: (() => void)[] = [];
  const shownNow = () =>
    shown ?? new Promise<ShownTexts>((resolve) => onShown.push(() => shown && resolve(shown)));
  return {
    want: (areas) => areas.forEach((area) => wanted.add(area)),
    has: (areas) => shown !== null && areas.every((area) => shown?.areas.has(area)),
    load: async (areas) => {
      areas.forEach((area) => wanted.add(area));
      for (;;) {
        const target = await shownNow();
        const missing = areas.filter((area) => !target.areas.has(area));
        if (missing.length === 0) return;
        const more = await areasOf(target.locale, missing);
        // A language chosen meanwhile has its own catalogue: go round again for it.
        if (shown !== target) continue;
        Object.assign(target.messages, more);
        missing.forEach((area) => target.areas.add(area));
      }
    },
    catalogue: async (locale) => {
      const areas = [...wanted];
      const loaded = await loadMessagesWithFallback(locale, (chosen) =>
        loadCatalogue(chosen, [SHELL, ...areas]),
      );
      return { locale: loaded.locale, messages: { ...loaded.messages }, areas: new Set(areas) };
    },
    show: (texts) => {
      shown = texts;
      const waiting = onShown;
      onShown = [];
      waiting.forEach((resume) => resume());
    },
  };
}

/** The app's one catalogue, which IntlRoot shows and the first screen's preload asks of. */
export const appTexts = createTexts();

/** Where texts are not loaded in areas (a test's IntlProvider with its own messages), all are in. */
const allIn: Texts = {
  want: () => undefined,
  has: () => true,
  load: async () => undefined,
  catalogue: async (locale) => ({ locale, messages: {}, areas: new Set() }),
  show: () => undefined,
};

export const TextsContext = createContext<Texts>(allIn);

/**
 * The wait for each set of areas, kept: `use` must see the same promise on every render of a
 * page that waited, and once it has, a page that renders later reads it at once.
 */
const waits = new WeakMap<Texts, Map<string, Promise<void>>>();

/** The wait for the areas' texts, started now and the same on every render; null when never needed. */
export function textsWait(texts: Texts, areas: readonly TextArea[]): Promise<void> | null {
  const known = waits.get(texts) ?? new Map<string, Promise<void>>();
  waits.set(texts, known);
  const key = areas.join(' ');
  const found = known.get(key);
  if (found) return found;
  if (texts.has(areas)) return null;
  const wait = texts.load(areas);
  known.set(key, wait);
  return wait;
}

/** Suspends until the areas' texts are in the catalogue shown (the Suspense above shows meanwhile). */
export function useTexts(areas: readonly TextArea[]): void {
  const wait = textsWait(useContext(TextsContext), areas);
  if (wait) use(wait);
}
