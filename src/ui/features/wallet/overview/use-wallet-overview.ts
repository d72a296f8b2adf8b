import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { QueryMachine } from '../../../../application/shared/query.machine';
import {
  selectQueryData,
  selectQueryError,
  selectQueryLoading,
} from '../../../../application/shared/query.selectors';
import { DECIMAL_PRECISION, formatAmount } from '../../../../domain/precision';
import { coinIcon, type CoinIcon } from '../../../../domain/wallet/coin-icon';
import { HIDDEN_FIGURE, type WalletAccount, type WalletSnapshot } from '../../../../domain/wallet/wallet';
import { walletOverview } from '../../../../domain/wallet/wallet-overview';
import { useFailureText } from '../../../shared/failure-text';
import { useServices } from '../../../shared/services-context';

export interface AssetRowView {
  coin: string;
  icon: CoinIcon;
  available: string;
  frozen: string;
  price: string;
  total: string;
}

export interface AccountView {
  account: WalletAccount;
  total: string;
  rows: AssetRowView[];
}

export interface WalletOverviewView {
  /** The overview query, which a transfer whose answer was lost reloads before its button returns. */
  query: ActorRefFrom<QueryMachine<WalletSnapshot>>;
  /** The balances shown (fresh or kept), for forms that need the available amounts. */
  snapshot: WalletSnapshot | null;
  totalUsdt: string | null;
  totalBtc: string | null;
  accounts: AccountView[];
  /** Nothing to show yet: neither a kept overview nor an answer. */
  loading: boolean;
  /** Showing the overview kept from the last visit while the refresh runs. */
  stale: boolean;
  error: string | null;
  reload: () => void;
  hideSmall: boolean;
  setHideSmall: (on: boolean) => void;
  amountsHidden: boolean;
  toggleAmounts: () => void;
}

const selectSnapshot = selectQueryData<WalletSnapshot>;
const selectLoading = selectQueryLoading<WalletSnapshot>;
const selectError = selectQueryError<WalletSnapshot>;

/** Every account's balances valued in USDT and BTC; the kept overview shows until the refresh answers. */
export function useWalletOverview(): WalletOverviewView {
  const { wallet } = useServices();
  const actor = useActorRef(wallet.overview);
  const fresh = useSelector(actor, selectSnapshot);
  const refreshing = useSelector(actor, selectLoading);
  const [cached] = useState(() => wallet.cachedOverview());
  const [hideSmall, setHideSmall] = useState(false);
  const [amountsHidden, setAmountsHidden] = useState(() => wallet.hideAmounts());
  const snapshot = fresh ?? cached;
  const toggleAmounts = useCallback(() => {
    setAmountsHidden((hidden) => {
      wallet.setHideAmounts(!hidden);
      return !hidden;
    });
  }, [wallet]);
  const reload = useCallback(() => actor.send({ type: 'reload' }), [actor]);
  const error = useFailureText()(useSelector(actor, selectError));
  const figures = useMemo(() => {
    if (!snapshot) return null;
    const shown = (value: string, places?: number) =>
      amountsHidden ? HIDDEN_FIGURE : formatAmount(value, places);
    const overview = walletOverview(snapshot, hideSmall);
    return {
      totalUsdt: shown(overview.totalUsdt),
      totalBtc: shown(overview.totalBtc, DECIMAL_PRECISION),
      accounts: overview.accounts.map((entry) => ({
        account: entry.account,
        total: shown(entry.totalUsdt),
        rows: entry.rows.map((row) => ({
          coin: row.currencyName,
          icon: coinIcon(row.currencyName),
          available: shown(row.availableCurrency, DECIMAL_PRECISION),
          frozen: shown(row.frozenCurrency, DECIMAL_PRECISION),
          price: formatAmount(row.price),
          total: shown(row.total),
        })),
      })),
    };
  }, [snapshot, hideSmall, amountsHidden]);
  return {
    query: actor,
    snapshot,
    totalUsdt: figures?.totalUsdt ?? null,
    totalBtc: figures?.totalBtc ?? null,
    accounts: figures?.accounts ?? [],
    loading: snapshot === null && refreshing,
    stale: fresh === null && cached !== null && refreshing,
    error,
    reload,
    hideSmall,
    setHideSmall,
    amountsHidden,
    toggleAmounts,
  };
}
