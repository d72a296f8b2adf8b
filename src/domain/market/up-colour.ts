/** Which colour means "price went up". SPEC is silent; Chinese users expect red-up. */
export type UpColour = 'green' | 'red';

export function defaultUpColour(locale: string): UpColour {
  return locale === 'zh-CN' ? 'red' : 'green';
}
