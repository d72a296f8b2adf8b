/** SPEC section 3: coin icons exist for USDC, MUTD and LTC; every other coin gets a drawn badge. */
export const COINS_WITH_ICONS = ['USDC', 'MUTD', 'LTC'] as const;

/** The app's own mark of a coin: the SPEC's icon, or a badge drawn from its first letter. */
export type DrawnIcon = { kind: 'image'; coin: string } | { kind: 'generated'; letter: string; hue: number };
export type CoinIcon = { kind: 'logo'; coin: string; src: string } | DrawnIcon;

/**
 * Which server logos (SPEC section 3's ticker `logo`) a page may load: https, a path on the
 * app's own origin, or an inline raster/SVG image. A bare name ("btc") says nothing about where
 * the picture is, and plain http would be mixed content, so those fall back to the app's mark.
 */
const LOADABLE_LOGO =
  /^(https:\/\/[^\s"'<>]+|\/[^/\s"'<>][^\s"'<>]*|data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;

/** The logo as an image source, or null when the app draws its own mark. Never throws. */
export function logoSource(logo: unknown): string | null {
  if (typeof logo !== 'string') return null;
  const trimmed = logo.trim();
  return LOADABLE_LOGO.test(trimmed) ? trimmed : null;
}

/** A stable hue per coin name, so a coin looks the same everywhere and on every visit. */
function hueOf(coin: string): number {
  let hash = 0;
  for (const char of coin) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

export function drawnIcon(coin: string): DrawnIcon {
  const upper = coin.trim().toUpperCase();
  if ((COINS_WITH_ICONS as readonly string[]).includes(upper)) return { kind: 'image', coin: upper };
  return { kind: 'generated', letter: upper.charAt(0) || '?', hue: hueOf(upper) };
}

/** The server's logo where it sent a loadable one, else the app's own mark. */
export function coinIcon(coin: string, logo?: string): CoinIcon {
  const src = logoSource(logo);
  return src === null ? drawnIcon(coin) : { kind: 'logo', coin: coin.trim().toUpperCase(), src };
}
