import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectAddressActor,
  selectAddressError,
  selectAddressLoading,
  selectArriving,
  selectCoin,
  selectDepositAddress,
  selectDepositSpotAccount,
  selectNetwork,
  selectRecordsActor,
  selectSimulateActor,
  selectWatchActor,
} from '../../../application/deposit/deposit-screen.selectors';
import { selectSpotRows } from '../../../application/shared/spot-account.selectors';
import type { DepositRecord } from '../../../domain/deposit/deposit';
import { formatCoinAmount } from '../../../domain/precision';
import { availableOf } from '../../../domain/wallet/balances';
import { type PayCoin, PAY_COINS } from '../../../domain/wallet/coins';
import { defaultNetworkOf, type Network, NETWORKS_BY_COIN } from '../../../domain/wallet/networks';
import { useFailureText } from '../../shared/failure-text';
import { useNotify } from '../../shared/notify';
import { usePagedList } from '../../shared/paged/use-paged-list';
import { useServices } from '../../shared/services-context';
import { useEmitted } from '../../shared/use-emitted';
import { creditedText, depositMessages } from './deposit.messages';

/** The deposit screen: address and QR for the chosen coin and network, the watch, records, simulation. */
export function useDepositScreen(start?: { coin?: PayCoin }) {
  const intl = useIntl();
  const notify = useNotify();
  const failureText = useFailureText();
  const { deposit } = useServices();
  const [input] = useState(() => {
    const coin = start?.coin ?? 'USDT';
    return { coin, network: defaultNetworkOf(coin) };
  });
  const screen = useActorRef(deposit.screen, { input });
  useEmitted(screen, {
    'deposit.credited': ({ record }) =>
      notify.success(
        intl.formatMessage(creditedText, {
          amount: formatCoinAmount(record.amount, record.coin),
          coin: record.coin,
        }),
      ),
    'deposit.rejected': () => notify.warning(intl.formatMessage(depositMessages.rejectedToast)),
    'deposit.simulated': () => notify.success(intl.formatMessage(depositMessages.simulated)),
  });
  const addressActor = useSelector(screen, selectAddressActor);
  const coin = useSelector(addressActor, selectCoin);
  const rows = useSelector(useSelector(screen, selectDepositSpotAccount), selectSpotRows);
  const arriving = useSelector(useSelector(screen, selectWatchActor), selectArriving);
  const records = usePagedList(useSelector(screen, selectRecordsActor));
  const available = availableOf(rows, coin);
  /** A pending row shows the watch's newer count when it has one. */
  const live = useCallback(
    (record: DepositRecord) => arriving.find((entry) => entry.id === record.id) ?? record,
    [arriving],
  );
  return {
    coins: PAY_COINS,
    coin,
    networks: NETWORKS_BY_COIN[coin],
    network: useSelector(addressActor, selectNetwork),
    address: useSelector(addressActor, selectDepositAddress),
    addressLoading: useSelector(addressActor, selectAddressLoading),
    addressError: failureText(useSelector(addressActor, selectAddressError)),
    retryAddress: () => addressActor.send({ type: 'retry' }),
    chooseCoin: (next: PayCoin) => addressActor.send({ type: 'coin.choose', coin: next }),
    chooseNetwork: (next: Network) => addressActor.send({ type: 'network.choose', network: next }),
    // Per coin, as the assets show it: USDT with 2 places (issue: numbers a user can read).
    balance: available === null ? null : formatCoinAmount(available, coin),
    records: { ...records, items: records.items.map(live) },
    simulate: useSelector(screen, selectSimulateActor),
    /** Demo mode only: no simulated deposits over a real chain. */
    canSimulate: deposit.canSimulate,
  };
}

export type DepositScreenView = ReturnType<typeof useDepositScreen>;
