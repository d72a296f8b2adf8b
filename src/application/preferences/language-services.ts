import { DEFAULT_LOCALE, type Locale } from '../../domain/locale/locale';
import type { CurrentLocale, LanguageStore } from '../../domain/locale/locale.port';
import type { SessionStore } from '../../domain/session/session.port';
import { languageMachine, type LanguageInput, type LanguageMachine } from './language.machine';

export interface LanguageServices {
  machine: LanguageMachine;
  input: LanguageInput;
}

export interface LanguageDeps {
  languages: LanguageStore;
  sessions: SessionStore;
}

/**
 * The chosen language is kept for the next visit (desktop key User-Lang), and the stored
 * session keeps the user's langType too (SPEC section 1).
 */
export function persistLocale({ languages, sessions }: LanguageDeps, locale: Locale): void {
  languages.save(locale);
  const session = sessions.load();
  if (session) sessions.save({ ...session, langType: locale });
}

export function createLanguageServices(deps: LanguageDeps): LanguageServices {
  return {
    machine: languageMachine().provide({
      actions: { persistLocale: (_, { locale }: { locale: Locale }) => persistLocale(deps, locale) },
    }),
    input: { saved: deps.languages.load() },
  };
}

/** What the HTTP client's Accept-Language reads: the kept language, else the default. */
export function createCurrentLocale({ languages }: { languages: LanguageStore }): CurrentLocale {
  return { current: () => languages.load() ?? DEFAULT_LOCALE };
}
