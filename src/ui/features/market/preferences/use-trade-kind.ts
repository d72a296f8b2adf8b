import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectTradeKind } from '../../../../application/preferences/market-preferences.selectors';
import type { TradeKind } from '../../../../domain/market/trade-kind';
import { useServices } from '../../../shared/services-context';

/** The trading screen the Trade tab opens: the last one used, spot before any. */
export function useTradeKind(): TradeKind {
  return useSelector(useServices().market.preferences, selectTradeKind);
}

/** Tells the preferences that this trading screen is open: the Trade tab comes back to it. */
export function useTradeKindSeen(kind: TradeKind): void {
  const preferences = useServices().market.preferences;
  useEffect(() => {
    preferences.send({ type: 'tradeKind.seen', kind });
  }, [preferences, kind]);
}
