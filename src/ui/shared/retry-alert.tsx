import './kit.css';

/** A failure told in words, with a way to ask again (every list and form that loads). */
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
    <p className="kit-error" role="alert">
      {`${text} `}
      <button type="button" className="kit-link" onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  );
}
