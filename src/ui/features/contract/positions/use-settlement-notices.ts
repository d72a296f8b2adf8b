import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../../shared/services-context';
import { useSignedIn } from '../../../shared/session-actor';
import { orderView } from './order-view';
import { settledToastText } from './positions.messages';

/**
 * Toasts each followed position when it settles, unless the contract screen is shown (its
 * lists show the outcome).
 */
export function useSettlementNotices(contractPath: string, show: (text: string, won: boolean) => void) {
  const { contract } = useServices();
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
      show(text, !view.lost);
    });
  }, [contract, intl, signedIn, show]);
}
