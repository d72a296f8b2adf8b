import type { Locale } from './locale';

/** Output port: where the chosen language is kept between visits (desktop key User-Lang). */
export interface LanguageStore {
  load(): Locale | null;
  save(locale: Locale): void;
}

/** Output port: who needs to know the language now (the HTTP client's Accept-Language). */
export interface CurrentLocale {
  current(): Locale;
}
