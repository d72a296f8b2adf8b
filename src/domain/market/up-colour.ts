/** Which colour means "price went up". SPEC is silent; Chinese users expect red-up. */
export type UpColour = 'green' | 'red';

export function defaultUpColour(locale: string): UpColour {
  return locale === 'zh-CN' ? 'red' : 'green';
}

/** The user's choice, else the locale's default. */
export function upColourFor(chosen: UpColour | null, locale: string): UpColour {
  return chosen ?? defaultUpColour(locale);
}
