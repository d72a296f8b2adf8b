import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectSubscriptionRecords,
  selectSubscriptionsAdvanceError,
  selectSubscriptionsAdvancing,
  selectSubscriptionsCanAdvance,
} from '../../../application/products/subscription-screen.selectors';
import { formatCoinAmount } from '../../../domain/precision';
import type { Subscription } from '../../../domain/products/subscription';
import { useNotify } from '../../shared/notify';
import { useServices } from '../../shared/services-context';
import { useEmitted } from '../../shared/use-emitted';
import { productsMessages, productsTexts } from './products.messages';
import { subscriptionMessages as m, subscriptionStatusMessages } from './subscription.messages';
import { RECORD_TIME } from '../../shared/record-time';
import { sentAmount } from './product-amounts';

const usdt = (value: string) => formatCoinAmount(value, 'USDT');

/** My subscriptions: each commitment with its allocation and refund, and the demo day control. */
export function useSubscriptionsRecords() {
  const intl = useIntl();
  const notify = useNotify();
  const { products } = useServices();
  const screen = useActorRef(products.subscription.records);
  useEmitted(screen, {
    'days.advanced': ({ total }) => notify.success(intl.formatMessage(productsTexts.advanced, { total })),
  });
  const advanceError = useSelector(screen, selectSubscriptionsAdvanceError);
  const statusOf = (entry: Subscription) => {
    const known = subscriptionStatusMessages[entry.status];
    return known ? intl.formatMessage(known) : entry.status;
  };
  return {
    records: useSelector(screen, selectSubscriptionRecords),
    rowOf: (entry: Subscription) => ({
      paid: `${sentAmount(entry.amount, 'USDT')} USDT`,
      received:
        entry.allocated === null
          ? intl.formatMessage(m.pending)
          : `${formatCoinAmount(entry.allocated, entry.coin)} ${entry.coin}`,
      refunded: entry.refunded === null ? '-' : `${usdt(entry.refunded)} USDT`,
      status: statusOf(entry),
      date: intl.formatDate(entry.createdAt, RECORD_TIME),
    }),
    canAdvance: useSelector(screen, selectSubscriptionsCanAdvance),
    advancing: useSelector(screen, selectSubscriptionsAdvancing),
    advanceError: advanceError === null ? null : intl.formatMessage(productsMessages.advanceFailed),
    advance: () => screen.send({ type: 'days.advance', days: 1 }),
  };
}

export type SubscriptionsRecordsView = ReturnType<typeof useSubscriptionsRecords>;
