import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import {
  amountForShare,
  selectAmount,
  selectAvailable,
  selectBusy,
  selectChecking,
  selectConfirming,
  selectFailure,
  selectFee,
  selectMarketPreview,
  selectMarketPrice,
  selectOrderType,
  selectOutcomeUnknown,
  selectPrice,
  selectRefusal,
  selectSide,
  selectTotal,
} from '../../../../application/spot/spot-order.selectors';
import type { SpotOrderType, SpotSide } from '../../../../domain/spot/spot';
import { amountPlaces, cutTyped, pricePlaces } from '../../../../domain/spot/spot-rules';
import type { Pair } from '../../../../domain/market/market';
import { useSpotScreen } from '../screen/spot-screen-context';

/**
 * The order form's state and commands, read from the screen's order machine through named
 * selectors. Typed prices and amounts are cut to the pair's places as they are typed.
 */
export function useSpotOrder(pair: Pair) {
  const { order } = useSpotScreen();
  const send = order.send;
  const typed = useCallback(
    (field: 'price' | 'amount', value: string) => {
      const places =
        field === 'price' ? pricePlaces(pair.base, pair.quote) : amountPlaces(pair.base, pair.quote);
      send({ type: field === 'price' ? 'price.change' : 'amount.change', value: cutTyped(value, places) });
    },
    [send, pair],
  );
  return {
    side: useSelector(order, selectSide),
    type: useSelector(order, selectOrderType),
    price: useSelector(order, selectPrice),
    amount: useSelector(order, selectAmount),
    total: useSelector(order, selectTotal),
    fee: useSelector(order, selectFee),
    available: useSelector(order, selectAvailable),
    marketPrice: useSelector(order, selectMarketPrice),
    preview: useSelector(order, selectMarketPreview),
    refusal: useSelector(order, selectRefusal),
    failure: useSelector(order, selectFailure),
    unknown: useSelector(order, selectOutcomeUnknown),
    busy: useSelector(order, selectBusy),
    checking: useSelector(order, selectChecking),
    confirming: useSelector(order, selectConfirming),
    chooseSide: (side: SpotSide) => send({ type: 'side.choose', side }),
    chooseType: (orderType: SpotOrderType) => send({ type: 'type.choose', orderType }),
    typePrice: (value: string) => typed('price', value),
    typeAmount: (value: string) => typed('amount', value),
    useShare: (share: string) =>
      send({ type: 'amount.change', value: amountForShare(order.getSnapshot(), share) }),
    submit: () => send({ type: 'submit' }),
    confirm: () => send({ type: 'confirm' }),
    dismiss: () => send({ type: 'dismiss' }),
  };
}

export type SpotOrderForm = ReturnType<typeof useSpotOrder>;
