import { useState } from 'react';
import './kit.css';
import { coinIcon, drawnIcon, type DrawnIcon } from '../../domain/wallet/coin-icon';

/** Drawn marks of the coins the SPEC has icons for (USDC, MUTD, LTC). */
const MARKS: Readonly<Record<string, { fill: string; glyph: string }>> = {
  USDC: { fill: '#2775ca', glyph: '$' },
  MUTD: { fill: '#7b5cd6', glyph: 'M' },
  LTC: { fill: '#345d9d', glyph: 'Ł' },
};

function DrawnMark({ icon }: { icon: DrawnIcon }) {
  const mark =
    icon.kind === 'image'
      ? (MARKS[icon.coin] ?? { fill: '#474d57', glyph: icon.coin.charAt(0) })
      : { fill: `hsl(${icon.hue} 55% 42%)`, glyph: icon.letter };
  return (
    <svg
      className="coin-mark"
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

/**
 * A coin's mark: the server's logo where it sent one (SPEC section 3), else the app's own. A
 * logo that does not load gives way to the app's mark, so a row never shows a broken image.
 */
export function CoinMark({ coin, logo }: { coin: string; logo?: string }) {
  const icon = coinIcon(coin, logo);
  const [broken, setBroken] = useState<string | null>(null);
  if (icon.kind === 'logo' && broken !== icon.src) {
    return (
      <img
        className="coin-mark"
        src={icon.src}
        width="24"
        height="24"
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        data-icon="logo"
        onError={() => setBroken(icon.src)}
      />
    );
  }
  return <DrawnMark icon={icon.kind === 'logo' ? drawnIcon(coin) : icon} />;
}
