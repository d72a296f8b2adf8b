import type { CoinIcon } from '../../../../domain/wallet/coin-icon';

/** Drawn marks of the coins the SPEC has icons for (USDC, MUTD, LTC). */
const MARKS: Readonly<Record<string, { fill: string; glyph: string }>> = {
  USDC: { fill: '#2775ca', glyph: '$' },
  MUTD: { fill: '#7b5cd6', glyph: 'M' },
  LTC: { fill: '#345d9d', glyph: 'Ł' },
};

/** A coin's icon, or a badge drawn from its first letter in a colour fixed per coin. */
export function CoinBadge({ icon }: { icon: CoinIcon }) {
  const mark =
    icon.kind === 'image'
      ? (MARKS[icon.coin] ?? { fill: '#474d57', glyph: icon.coin.charAt(0) })
      : { fill: `hsl(${icon.hue} 55% 42%)`, glyph: icon.letter };
  return (
    <svg
      className="wl-coin"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      data-icon={icon.kind}
    >
      <circle cx="12" cy="12" r="12" fill={mark.fill} />
      <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
        {mark.glyph}
      </text>
    </svg>
  );
}
