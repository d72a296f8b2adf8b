import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { WalletScreenMachine } from '../../../../application/wallet/wallet-screen.machine';
import {
  selectAmountsHidden,
  selectHideSmall,
  selectOverviewError,
  selectOverviewLoading,
  selectOverviewStale,
  selectShownOverview,
} from '../../../../application/wallet/wallet-screen.selectors';
import { coinPlaces, formatCoinAmount, formatPairPrice } from '../../../../domain/precision';
import { HIDDEN_FIGURE, type WalletAccount, type WalletSnapshot } from '../../../../domain/wallet/wallet';
import { walletOverview } from '../../../../domain/wallet/wallet-overview';
import { useFailureText } from '../../../shared/failure-text';

export interface AssetRowView {
  coin: string;
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
  /** The balances shown (fresh or kept), for the transfer's available amounts. */
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

/** Every account's balances valued in USDT and BTC, as the screen machine holds them. */
export function useWalletOverview(screen: ActorRefFrom<WalletScreenMachine>): WalletOverviewView {
  const snapshot = useSelector(screen, selectShownOverview);
  const hideSmall = useSelector(screen, selectHideSmall);
  const amountsHidden = useSelector(screen, selectAmountsHidden);
  const error = useFailureText()(useSelector(screen, selectOverviewError));
  const figures = useMemo(() => {
    if (!snapshot) return null;
    // Valuations per coin as the balances are: USDT with 2 places, BTC without trailing zeros.
    const shown = (value: string, coin = 'USDT') =>
      amountsHidden ? HIDDEN_FIGURE : formatCoinAmount(value, coin);
    const overview = walletOverview(snapshot, hideSmall);
    return {
      totalUsdt: shown(overview.totalUsdt),
      totalBtc: shown(overview.totalBtc, 'BTC'),
      accounts: overview.accounts.map((entry) => ({
        account: entry.account,
        total: shown(entry.totalUsdt),
        rows: entry.rows.map((row) => {
          const coin = row.currencyName;
          // Available and frozen line up: one precision for the coin's two amounts.
          const places = coinPlaces(coin, [row.availableCurrency, row.frozenCurrency]);
          const amount = (value: string) =>
            amountsHidden ? HIDDEN_FIGURE : formatCoinAmount(value, coin, { places });
          return {
            coin,
            available: amount(row.availableCurrency),
            frozen: amount(row.frozenCurrency),
            price: formatPairPrice(coin, 'USDT', row.price),
            total: shown(row.total),
          };
        }),
      })),
    };
  }, [snapshot, hideSmall, amountsHidden]);
  return {
    snapshot,
    totalUsdt: figures?.totalUsdt ?? null,
    totalBtc: figures?.totalBtc ?? null,
    accounts: figures?.accounts ?? [],
    loading: useSelector(screen, selectOverviewLoading),
    stale: useSelector(screen, selectOverviewStale),
    error,
    reload: () => screen.send({ type: 'overview.reload' }),
    hideSmall,
    setHideSmall: (hidden) => screen.send({ type: 'hideSmall.set', hidden }),
    amountsHidden,
    toggleAmounts: () => screen.send({ type: 'amounts.toggle' }),
  };
}
