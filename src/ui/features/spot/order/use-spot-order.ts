import { useSelector } from '@xstate/react';
import {
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
  selectSizing,
  selectSpendsTotal,
  selectTotal,
  selectTypedTotal,
  shareEdit,
} from '../../../../application/spot/spot-order.selectors';
import type { SpotOrderDraft } from '../../../../application/spot/spot-order.types';
import type { SpotOrderType, SpotSide, SpotSizing } from '../../../../domain/spot/spot';
import { useSpotScreen } from '../screen/spot-screen-context';

/**
 * The order form's state and commands, read from the screen's order form through named
 * selectors. The form cuts typed prices, amounts and totals to the pair's places; a market
 * buy is sized by Amount or Total (`sizing`), and the % chips fill whichever it is.
 */
export function useSpotOrder() {
  const { order } = useSpotScreen();
  const edit = (patch: Partial<SpotOrderDraft>) => order.send({ type: 'edit', patch });
  return {
    side: useSelector(order, selectSide),
    type: useSelector(order, selectOrderType),
    price: useSelector(order, selectPrice),
    amount: useSelector(order, selectAmount),
    sizing: useSelector(order, selectSizing),
    typedTotal: useSelector(order, selectTypedTotal),
    spendsTotal: useSelector(order, selectSpendsTotal),
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
    chooseSide: (side: SpotSide) => edit({ side }),
    chooseType: (type: SpotOrderType) => edit({ type }),
    typePrice: (price: string) => edit({ price }),
    typeAmount: (amount: string) => edit({ amount }),
    chooseSizing: (sizing: SpotSizing) => edit({ sizing }),
    typeTotal: (total: string) => edit({ total }),
    useShare: (share: string) => edit(shareEdit(order.getSnapshot(), share)),
    submit: () => order.send({ type: 'submit' }),
    confirm: () => order.send({ type: 'confirm' }),
    /** Back from the confirmation of a price far through the market: nothing is sent. */
    dismiss: () => order.send({ type: 'back' }),
  };
}

export type SpotOrderForm = ReturnType<typeof useSpotOrder>;
