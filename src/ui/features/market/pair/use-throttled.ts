import { useEffect, useRef, useState } from 'react';

/** `value`, passed on at most once per `intervalMs`; the latest value always lands. */
export function useThrottled<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = last.current + intervalMs - Date.now();
    const apply = () => {
      last.current = Date.now();
      setShown(value);
    };
    if (wait <= 0) {
      apply();
      return undefined;
    }
    const timer = setTimeout(apply, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return shown;
}
