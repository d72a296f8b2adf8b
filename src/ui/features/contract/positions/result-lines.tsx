import type { ResultWords } from './result-words';

/**
 * A result as two lines: the signed headline in its colour ("Won +15.98 USDT"), then the
 * payout. `--` when how it ends is not known (settling, or a row without prices).
 */
export function ResultLines({ words, testId }: { words: ResultWords | null; testId: string }) {
  if (words === null)
    return (
      <span className="ct-result" data-testid={testId}>
        --
      </span>
    );
  return (
    <span className="ct-result" data-testid={testId}>
      <strong className={`ct-result__headline ${words.tone}`}>{words.headline}</strong>
      <span className="ct-result__payout ct-muted">{words.payout}</span>
    </span>
  );
}
