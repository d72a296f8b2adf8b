/**
 * The reference server's coin logos (SPEC section 3's ticker `logo`): an inline SVG per coin,
 * so that a page shows a server logo without reaching any other host. A square, unlike the
 * app's drawn round mark, so a test can tell which one it sees.
 */
export function coinLogo(base: string): string {
  const letter = base.charAt(0).toUpperCase() || '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">` +
    `<rect width="24" height="24" rx="4" fill="#f0b90b"/>` +
    `<text x="12" y="17" text-anchor="middle" font-size="14" font-family="sans-serif" fill="#181a20">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
