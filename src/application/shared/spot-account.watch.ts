import { fromCallback } from 'xstate';
import type { BalanceRow } from '../../domain/wallet/balances';
import type { Failure } from './failure-message';
import type { SpotAccount } from './spot-account.machine';
import { watchSelected } from './watch-selected';

/** What a screen hears of the app's spot account: the rows shown, and why the last load failed. */
export interface SpotAccountChanged {
  type: 'spot.changed';
  rows: BalanceRow[] | null;
  error: Failure | null;
}

/**
 * How a screen machine hears the app's one spot-account actor: its rows and error now and at
 * each change, as `spot.changed`, to hand on to its forms as terms. The actor is not a child of
 * the screen (every screen shares it), so there is no emitted event to forward: its state is
 * watched instead.
 */
export const watchSpotAccount = fromCallback<SpotAccountChanged, { spotAccount: SpotAccount }>(
  ({ input, sendBack }) =>
    watchSelected(
      input.spotAccount,
      (snapshot) => snapshot.context,
      ({ rows, error }) => sendBack({ type: 'spot.changed', rows, error }),
    ),
);
