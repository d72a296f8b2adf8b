import { assign, setup } from 'xstate';
import { once } from '../shared/once';
import {
  DEFAULT_LOCALE,
  localeForCommand,
  type LanguageCommand,
  type Locale,
} from '../../domain/locale/locale';

export interface LanguageContext {
  locale: Locale;
  /** SPEC section 4: the language menu's open state follows the dropdown's visibility. */
  menuOpen: boolean;
}

export type LanguageEvent =
  { type: 'language.choose'; command: LanguageCommand } | { type: 'menu.visibilityChanged'; open: boolean };

export interface LanguageInput {
  /** The language kept from the last visit, if any. */
  saved: Locale | null;
}

/**
 * The app language. Choosing one closes the menu, switches the locale and persists it
 * (desktop key User-Lang and the session's langType); the persistence is supplied by
 * the composition root.
 */
export const languageMachine = once(() =>
  setup({
    types: {} as { context: LanguageContext; events: LanguageEvent; input: LanguageInput },
    actions: {
      persistLocale: (_, _params: { locale: Locale }) => {
        throw new Error('persistLocale not provided');
      },
    },
  }).createMachine({
    id: 'language',
    context: ({ input }) => ({ locale: input.saved ?? DEFAULT_LOCALE, menuOpen: false }),
    on: {
      'language.choose': {
        actions: [
          assign(({ event }) => ({ locale: localeForCommand(event.command), menuOpen: false })),
          { type: 'persistLocale', params: ({ event }) => ({ locale: localeForCommand(event.command) }) },
        ],
      },
      'menu.visibilityChanged': {
        actions: assign(({ event }) => ({ menuOpen: event.open })),
      },
    },
  }),
);

export type LanguageMachine = ReturnType<typeof languageMachine>;
