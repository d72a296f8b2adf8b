import { useCallback } from 'react';
import { useSpotScreen } from '../screen/spot-screen-context';

/**
 * A price picked from the book or the deals: it fills the limit price (switching a market
 * form to limit). Stable for the screen's life, so the memoised book rows keep skipping renders.
 */
export function usePickPrice(): (price: string) => void {
  const { order } = useSpotScreen();
  return useCallback(
    (price: string) => {
      if (order.getSnapshot().context.type === 'market')
        order.send({ type: 'type.choose', orderType: 'limit' });
      order.send({ type: 'price.change', value: price });
    },
    [order],
  );
}
