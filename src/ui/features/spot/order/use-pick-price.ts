import { useCallback } from 'react';
import { truncate } from '../../../../domain/precision';
import { pricePlaces } from '../../../../domain/spot/spot-rules';
import { useSpotScreen } from '../screen/spot-screen-context';

/**
 * A price picked from the book or the deals: it fills the limit price (switching a market
 * form to limit) with the pair's places, as the book shows it ('93648.20', not '93648.2').
 * Stable for the screen's life, so the book's slots never render again for a new handler.
 */
export function usePickPrice(): (price: string) => void {
  const { order } = useSpotScreen();
  return useCallback(
    (price: string) => {
      const { baseCoin, quoteCoin } = order.getSnapshot().context.terms;
      order.send({
        type: 'edit',
        patch: { type: 'limit', price: truncate(price, pricePlaces(baseCoin, quoteCoin)) },
      });
    },
    [order],
  );
}
