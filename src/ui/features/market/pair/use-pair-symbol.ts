import { useMemo } from 'react';
import type { Pair } from '../../../../domain/market/market';
import { pairOfSymbol } from '../../../../domain/market/pair-symbol';

/** The pair named by a URL symbol; an unknown or missing one opens BTC/USDT (the SPEC default). */
export function usePairOfSymbol(symbol: string | null | undefined): Pair {
  const key = symbol ?? '';
  return useMemo(() => pairOfSymbol(key) ?? { base: 'BTC', quote: 'USDT' }, [key]);
}
