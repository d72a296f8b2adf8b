export const LOCALES_DIR: string;
/** A locale's texts, every area merged, as written (ICU strings). */
export function localeCatalogue(locale: string, dir?: string): Record<string, string>;
