import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { SpotScreenMachine } from '../../../../application/spot/spot-screen.machine';
import { SpotOrderStatus, type SpotOrder } from '../../../../domain/spot/spot';
import { formatAmount, formatPairPrice } from '../../../../domain/precision';
import { cancelledMessage } from '../spot-lists.messages';
import { spotFilledMessage, spotMessages } from '../spot.messages';
import { spotFailureText } from '../order/spot-problem-text';
import type { SpotNotify } from './spot-screen-context';

/** A market order fills at once: its toast says how much and at what average. */
function createdText(intl: ReturnType<typeof useIntl>, order: SpotOrder): string {
  if (order.averagePrice === null || order.status === SpotOrderStatus.open)
    return intl.formatMessage(spotMessages.created);
  return intl.formatMessage(spotFilledMessage, {
    amount: formatAmount(order.filledAmount, 8),
    coin: order.baseCoin,
    price: formatPairPrice(order.baseCoin, order.quoteCoin, order.averagePrice),
  });
}

/** The screen's outcomes as the form factor's toasts, in the user's language. */
export function useSpotToasts(screen: ActorRefFrom<SpotScreenMachine>, notify: SpotNotify) {
  const intl = useIntl();
  useEffect(() => {
    const subscriptions = [
      screen.on('order.created', ({ order }) => notify.success(createdText(intl, order))),
      screen.on('order.failed', ({ failure }) => notify.error(spotFailureText(intl, failure))),
      screen.on('order.unknown', () => notify.warning(intl.formatMessage(spotMessages.unknown))),
      screen.on('cancel.done', ({ count }) =>
        notify.success(intl.formatMessage(cancelledMessage, { count })),
      ),
      screen.on('cancel.failed', ({ failure }) => notify.error(spotFailureText(intl, failure))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [screen, notify, intl]);
}
