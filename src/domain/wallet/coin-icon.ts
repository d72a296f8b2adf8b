/** SPEC section 3: coin icons exist for USDC, MUTD and LTC; every other coin gets a drawn badge. */
export const COINS_WITH_ICONS = ['USDC', 'MUTD', 'LTC'] as const;

export type CoinIcon = { kind: 'image'; coin: string } | { kind: 'generated'; letter: string; hue: number };

/** A stable hue per coin name, so a coin looks the same everywhere and on every visit. */
function hueOf(coin: string): number {
  let hash = 0;
  for (const char of coin) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

export function coinIcon(coin: string): CoinIcon {
  const upper = coin.trim().toUpperCase();
  if ((COINS_WITH_ICONS as readonly string[]).includes(upper)) return { kind: 'image', coin: upper };
  return { kind: 'generated', letter: upper.charAt(0) || '?', hue: hueOf(upper) };
}
