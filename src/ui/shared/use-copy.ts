import { useCallback, useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says so for two seconds (the SPEC's toast duration). */
export function useCopy(): { state: CopyState; copiedText: string | null; copy: (text: string) => void } {
  const [result, setResult] = useState<{ state: CopyState; text: string | null }>({
    state: 'idle',
    text: null,
  });
  useEffect(() => {
    if (result.state === 'idle') return undefined;
    const timer = window.setTimeout(() => setResult({ state: 'idle', text: null }), 2_000);
    return () => window.clearTimeout(timer);
  }, [result]);
  const copy = useCallback((text: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setResult({ state: 'failed', text });
    clipboard.writeText(text).then(
      () => setResult({ state: 'copied', text }),
      () => setResult({ state: 'failed', text }),
    );
  }, []);
  return { state: result.state, copiedText: result.text, copy };
}
