/** The account centre's "Loading…" line while the profile or a key is on its way. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p className="kyc-muted" aria-live="polite">
      {text}
    </p>
  );
}
