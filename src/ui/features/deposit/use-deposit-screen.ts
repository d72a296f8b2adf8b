import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectAddressActor,
  selectAddressError,
  selectAddressLoading,
  selectArriving,
  selectBalancesActor,
  selectCoin,
  selectDepositAddress,
  selectNetwork,
  selectRecordsActor,
  selectSimulateActor,
  selectWatchActor,
} from '../../../application/deposit/deposit-screen.selectors';
import { selectQueryData } from '../../../application/shared/query.selectors';
import type { BalanceRow } from '../../../domain/wallet/balances';
import { type PayCoin, PAY_COINS } from '../../../domain/wallet/coins';
import type { DepositRecord } from '../../../domain/deposit/deposit';
import { NETWORKS_BY_COIN } from '../../../domain/wallet/networks';
import { DECIMAL_PRECISION, formatAmount } from '../../../domain/precision';
import { useFailureText } from '../../shared/failure-text';
import { useServices } from '../../shared/services-context';
import { usePagedList } from '../../shared/paged/use-paged-list';
import { creditedText, depositMessages } from './deposit.messages';
import type { Network } from '../../../domain/wallet/networks';

export interface DepositNotices {
  success(text: string): void;
  warn(text: string): void;
}

const selectBalances = selectQueryData<BalanceRow[]>;

/** The deposit screen: address and QR for the chosen coin and network, the watch, records, simulation. */
export function useDepositScreen({ success, warn }: DepositNotices, start?: { coin?: PayCoin }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { deposit } = useServices();
  const [input] = useState(() => {
    const coin = start?.coin ?? 'USDT';
    return { coin, network: NETWORKS_BY_COIN[coin][0] ?? ('TRC20' as Network) };
  });
  const screen = useActorRef(deposit.screen, { input });
  const addressActor = useSelector(screen, selectAddressActor);
  const watch = useSelector(screen, selectWatchActor);
  const coin = useSelector(addressActor, selectCoin);
  const network = useSelector(addressActor, selectNetwork);
  const address = useSelector(addressActor, selectDepositAddress);
  const balances = useSelector(useSelector(screen, selectBalancesActor), selectBalances);
  const arriving = useSelector(watch, selectArriving);
  const records = usePagedList(useSelector(screen, selectRecordsActor));

  useEffect(() => {
    const subscriptions = [
      screen.on('deposit.credited', ({ record }) =>
        success(
          intl.formatMessage(creditedText, {
            amount: formatAmount(record.amount, DECIMAL_PRECISION),
            coin: record.coin,
          }),
        ),
      ),
      screen.on('deposit.rejected', () => warn(intl.formatMessage(depositMessages.rejectedToast))),
      screen.on('deposit.simulated', () => success(intl.formatMessage(depositMessages.simulated))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [screen, success, warn, intl]);

  const available = balances?.find((row) => row.currencyName === coin)?.availableCurrency ?? null;
  /** A pending row shows the watch's newer count when it has one. */
  const live = useCallback(
    (record: DepositRecord) => arriving.find((entry) => entry.id === record.id) ?? record,
    [arriving],
  );
  return {
    coins: PAY_COINS,
    coin,
    networks: NETWORKS_BY_COIN[coin],
    network,
    address,
    addressLoading: useSelector(addressActor, selectAddressLoading),
    addressError: failureText(useSelector(addressActor, selectAddressError)),
    retryAddress: () => addressActor.send({ type: 'retry' }),
    chooseCoin: (next: PayCoin) => addressActor.send({ type: 'coin.choose', coin: next }),
    chooseNetwork: (next: Network) => addressActor.send({ type: 'network.choose', network: next }),
    balance: available === null ? null : formatAmount(available, DECIMAL_PRECISION),
    records: { ...records, items: records.items.map(live) },
    simulate: useSelector(screen, selectSimulateActor),
  };
}

export type DepositScreenView = ReturnType<typeof useDepositScreen>;
