import { useSelector } from '@xstate/react';
import { selectCancelling } from '../../../../application/spot/spot-screen.selectors';
import {
  selectOpenOrdersActor,
  selectOrderHistoryActor,
  selectSpotAccountActor,
  selectTradesActor,
} from '../../../../application/spot/spot-screen.selectors';
import type { CancelRequest } from '../../../../application/spot/spot-screen.types';
import {
  selectSpotAccountError,
  selectSpotRows,
} from '../../../../application/shared/spot-account.selectors';
import { useFailureText } from '../../../shared/failure-text';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import { useSpotScreen } from '../screen/spot-screen-context';

/** The pair's working orders, with cancel and cancel all (one cancel at a time). */
export function useOpenOrders() {
  const { screen, cancel } = useSpotScreen();
  const list = usePagedList(useSelector(screen, selectOpenOrdersActor));
  const cancelOf = (target: CancelRequest) => cancel.send({ type: 'submit', patch: { target } });
  return {
    ...list,
    cancelling: useSelector(cancel, selectCancelling),
    cancel: (orderId: string) => cancelOf({ kind: 'one', orderId }),
    cancelAll: () => cancelOf({ kind: 'all' }),
  };
}

export function useOrderHistory() {
  const { screen } = useSpotScreen();
  return usePagedList(useSelector(screen, selectOrderHistoryActor));
}

export function useTradeHistory() {
  const { screen } = useSpotScreen();
  return usePagedList(useSelector(screen, selectTradesActor));
}

/** Every spot coin's available and frozen amounts (the app's spot account); null until the first answer. */
export function useSpotBalances() {
  const { screen } = useSpotScreen();
  return useSelector(useSelector(screen, selectSpotAccountActor), selectSpotRows);
}

/** Why the balances could not be loaded, in words (null once they came), and the retry. */
export function useSpotBalancesFailure() {
  const { screen } = useSpotScreen();
  const failureText = useFailureText();
  return {
    error: failureText(useSelector(useSelector(screen, selectSpotAccountActor), selectSpotAccountError)),
    retry: () => screen.send({ type: 'balances.reload' }),
  };
}

export type OpenOrdersList = ReturnType<typeof useOpenOrders>;
export type PagedSpotList = ReturnType<typeof useOrderHistory> | ReturnType<typeof useTradeHistory>;
