/** The languages the product ships, in the order of the language menu's commands 1-4. */
export const LOCALES = ['en-US', 'zh-CN', 'ko', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** SPEC section 1: the language menu maps command 1-4 to a locale. */
export type LanguageCommand = 1 | 2 | 3 | 4;

export function localeForCommand(command: LanguageCommand): Locale {
  return LOCALES[command - 1] ?? DEFAULT_LOCALE;
}

export function commandForLocale(locale: Locale): LanguageCommand {
  return (LOCALES.indexOf(locale) + 1) as LanguageCommand;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The server answers in two languages only (SPEC section 7), so Chinese asks for Chinese
 * and every other locale asks for English.
 */
export function acceptLanguageFor(locale: Locale): string {
  return locale === 'zh-CN' ? 'zh-CN,zh' : 'en-US,en';
}
