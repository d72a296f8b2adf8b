import { useEffect, useState } from 'react';
import { useServices } from '../../../shared/services-context';

/** Server time (the Clock port, never the device clock), re-read every `periodMs`. */
export function useServerNow(periodMs = 1000): number {
  const { contract } = useServices();
  const [now, setNow] = useState(() => contract.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(contract.now()), periodMs);
    return () => window.clearInterval(id);
  }, [contract, periodMs]);
  return now;
}
