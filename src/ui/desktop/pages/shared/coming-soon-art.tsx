/** A lime hourglass in a soft ring: the "opens soon" illustration, decorative only. */
export function ComingSoonArt() {
  return (
    <svg width="112" height="112" viewBox="0 0 112 112" aria-hidden="true" focusable="false">
      <circle
        cx="56"
        cy="56"
        r="54"
        fill="rgba(175,239,38,0.08)"
        stroke="rgba(175,239,38,0.35)"
        strokeWidth="2"
      />
      <g fill="none" stroke="var(--theme-color)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M38 30h36M38 82h36" />
        <path d="M42 30c0 14 28 18 28 26S42 68 42 82M70 30c0 14-28 18-28 26s28 12 28 26" />
      </g>
      <path d="M48 78c2-6 14-6 16 0z" fill="var(--theme-color)" />
    </svg>
  );
}
