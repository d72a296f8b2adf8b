import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { selectOrderToConfirm } from '../../../../application/contract/order.selectors';
import { TradeType } from '../../../../domain/contract/contract';
import { exactPlaces, finePlaces, formatCoinAmount } from '../../../../domain/precision';
import { contractMessages, durationText } from '../contract.messages';
import { useContractScreenContext } from '../screen/contract-screen-context';

/**
 * The confirmation of an order on the real account: what will be sent (direction, amount,
 * duration) with its payout on win and fee, and "don't ask again", which the screen keeps
 * for the user. The demo account never asks (the order machine's rule).
 */
export function useOrderConfirm() {
  const intl = useIntl();
  const { order, screen } = useContractScreenContext();
  const pending = useSelector(order, selectOrderToConfirm);
  // UI-only: the box ticked in the open dialog, read when it is confirmed.
  const [dontAsk, setDontAsk] = useState(false);
  // One precision down the facts: the coin's, widened to the amount as sent and the fee whole.
  const places = pending
    ? Math.max(
        exactPlaces(pending.request.quoteCoin, [pending.request.openAmount], [pending.preview.payoutOnWin]),
        finePlaces(pending.request.quoteCoin, [pending.preview.fee]),
      )
    : 0;
  const money = (amount: string) =>
    pending
      ? `${formatCoinAmount(amount, pending.request.quoteCoin, { places })} ${pending.request.quoteCoin}`
      : '';
  const facts = pending && {
    pair: `${pending.request.baseCoin}/${pending.request.quoteCoin}`,
    up: pending.request.tradeType === TradeType.up,
    direction: intl.formatMessage(
      pending.request.tradeType === TradeType.up ? contractMessages.up : contractMessages.down,
    ),
    amount: money(pending.request.openAmount),
    duration: intl.formatMessage(durationText, { second: pending.request.positionTime }),
    payoutOnWin: money(pending.preview.payoutOnWin),
    fee: money(pending.preview.fee),
  };
  return {
    open: pending !== null,
    facts,
    dontAsk,
    setDontAsk,
    confirm: () => {
      if (dontAsk) screen.send({ type: 'realConfirm.stop' });
      order.send({ type: 'confirm' });
      setDontAsk(false);
    },
    cancel: () => {
      order.send({ type: 'back' });
      setDontAsk(false);
    },
  };
}

export type OrderConfirm = ReturnType<typeof useOrderConfirm>;
