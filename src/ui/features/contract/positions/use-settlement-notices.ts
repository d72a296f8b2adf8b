import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../shared/notify';
import { useServices } from '../../../shared/services-context';
import { useSignedIn } from '../../../shared/session-actor';
import { orderView } from './order-view';
import { settledToastText } from './positions.messages';

/**
 * Toasts each followed position when it settles (a win as a success, a loss as an error),
 * on every screen: on the contract screen too, where the trader is most likely watching.
 */
export function useSettlementNotices() {
  const { contract } = useServices();
  const notify = useNotify();
  const intl = useIntl();
  const signedIn = useSignedIn();
  useEffect(() => {
    // Signing out clears the watch (the session machine does it); nothing to hear meanwhile.
    if (!signedIn) return undefined;
    return contract.settlements.subscribe(({ order }) => {
      const view = orderView(intl, order);
      const headline = intl.formatMessage(settledToastText, {
        pair: view.pair,
        direction: view.direction,
        second: order.positionTime,
        result: view.result?.headline ?? view.status,
      });
      // One line of text for both kits' toasts: the signed result first, then the payout.
      const text = view.result ? `${headline} · ${view.result.payout}` : headline;
      (view.lost ? notify.error : notify.success)(text);
    });
  }, [contract, intl, signedIn, notify]);
}
