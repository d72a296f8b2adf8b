/** The product mark: a lime rounded square with an upward trend line. Decorative only. */
export function AppLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--theme-color)" />
      <path
        d="M7 21.5l6-6 4.5 4.5L25 12.5M19.5 12.5H25V18"
        fill="none"
        stroke="#0b0e11"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
