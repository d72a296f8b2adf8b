import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { SpotScreenMachine } from '../../../../application/spot/spot-screen.machine';
import { SpotOrderStatus, type SpotOrder } from '../../../../domain/spot/spot';
import { formatCoinAmount, formatPairPrice } from '../../../../domain/precision';
import { cancelledMessage } from '../spot-lists.messages';
import { spotFilledMessage, spotMessages } from '../spot.messages';
import { spotFailureText } from '../order/spot-problem-text';
import { useNotify } from '../../../shared/notify';
import { useEmitted } from '../../../shared/use-emitted';

/** A market order fills at once: its toast says how much and at what average. */
function createdText(intl: ReturnType<typeof useIntl>, order: SpotOrder): string {
  if (order.averagePrice === null || order.status === SpotOrderStatus.open)
    return intl.formatMessage(spotMessages.created);
  return intl.formatMessage(spotFilledMessage, {
    amount: formatCoinAmount(order.filledAmount, order.baseCoin),
    coin: order.baseCoin,
    price: formatPairPrice(order.baseCoin, order.quoteCoin, order.averagePrice),
  });
}

/** The screen's outcomes as the form factor's toasts, in the user's language. */
export function useSpotToasts(screen: ActorRefFrom<SpotScreenMachine>) {
  const intl = useIntl();
  const notify = useNotify();
  useEmitted(screen, {
    'order.created': ({ order }) => notify.success(createdText(intl, order)),
    'order.failed': ({ failure }) => notify.error(spotFailureText(intl, failure)),
    'order.unknown': () => notify.warning(intl.formatMessage(spotMessages.unknown)),
    'cancel.done': ({ count }) => notify.success(intl.formatMessage(cancelledMessage, { count })),
    'cancel.failed': ({ failure }) => notify.error(spotFailureText(intl, failure)),
  });
}
