/** A failure told in words, with a way to ask again (the wallet screens' forms and lists). */
export function RetryAlert({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <p className="wl-error" role="alert">
      {`${text} `}
      <button type="button" className="wl-link" onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  );
}
