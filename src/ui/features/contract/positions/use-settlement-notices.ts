import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useNotify } from '../../../shared/notify';
import { useServices } from '../../../shared/services-context';
import { useSignedIn } from '../../../shared/session-actor';
import { orderView } from './order-view';
import { settledToastText } from './positions.messages';

/**
 * Toasts each followed position when it settles (a win as a success, a loss as an error),
 * unless the contract screen is shown (its lists show the outcome).
 */
export function useSettlementNotices(contractPath: string) {
  const { contract } = useServices();
  const notify = useNotify();
  const intl = useIntl();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const onContract = useRef(false);
  useEffect(() => {
    onContract.current = pathname === contractPath;
  }, [pathname, contractPath]);

  useEffect(() => {
    // Signing out clears the watch (the session machine does it); nothing to hear meanwhile.
    if (!signedIn) return undefined;
    return contract.settlements.subscribe(({ order }) => {
      if (onContract.current) return;
      const view = orderView(intl, order);
      const text = intl.formatMessage(settledToastText, {
        pair: view.pair,
        direction: view.direction,
        second: order.positionTime,
        outcome: view.outcome ?? '',
        payout: view.payout ?? '--',
      });
      (view.lost ? notify.error : notify.success)(text);
    });
  }, [contract, intl, signedIn, notify]);
}
