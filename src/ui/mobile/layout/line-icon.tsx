/** A circle as path data, so every icon is a single <path>. */
export function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

interface LineIconProps {
  d: string;
  size?: number;
}

/** A tiny stroked icon in the current text colour; decorative, so hidden from readers. */
export function LineIcon({ d, size = 24 }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function BackIcon() {
  return <LineIcon d="M15 5l-7 7 7 7" />;
}

export function CheckIcon() {
  return <LineIcon d="M5 12.5l4.5 4.5L19 7.5" size={20} />;
}
