import type { ReactNode } from 'react';

export type ProductKey = 'spot' | 'scontract' | 'finance' | 'subscribe' | 'pool' | 'fund';

const PATHS: Record<ProductKey, ReactNode> = {
  spot: <path d="M4 19V9M9 19V5M14 19v-7M19 19V8M2 21h20" />,
  scontract: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l3 2M9 2h6" />
    </>
  ),
  finance: (
    <>
      <ellipse cx="12" cy="6" rx="8" ry="3" />
      <path d="M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6" />
    </>
  ),
  subscribe: <path d="M12 2l2.9 6.2 6.6.8-4.9 4.6 1.3 6.6L12 17l-5.9 3.2 1.3-6.6L2.5 9l6.6-.8z" />,
  pool: (
    <>
      <path d="M3 15c2 0 2-1.5 4.5-1.5S10 15 12 15s2.5-1.5 4.5-1.5S19 15 21 15" />
      <path d="M3 19c2 0 2-1.5 4.5-1.5S10 19 12 19s2.5-1.5 4.5-1.5S19 19 21 19M12 3v8M8 7l4 4 4-4" />
    </>
  ),
  fund: (
    <>
      <path d="M12 3v9l7.8 4.5" />
      <circle cx="12" cy="12" r="9" />
    </>
  ),
};

/** Line icons for the product cards; decorative, the card text names the product. */
export function ProductIcon({ product }: { product: ProductKey }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[product]}
    </svg>
  );
}
