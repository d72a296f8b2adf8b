import { useActorRef, useSelector } from '@xstate/react';
import { selectWalletTransferActor } from '../../../application/wallet/wallet-screen.selectors';
import { useServices } from '../../shared/services-context';
import { useWalletOverview } from './overview/use-wallet-overview';
import { useWalletTransfer } from './transfer/use-wallet-transfer';

/** The assets screen, started once per visit: the overview of every account and the transfer. */
export function useWalletScreen() {
  const screen = useActorRef(useServices().wallet.screen);
  const overview = useWalletOverview(screen);
  const transfer = useWalletTransfer(useSelector(screen, selectWalletTransferActor));
  return { overview, transfer };
}
