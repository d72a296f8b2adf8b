import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createQueryMachine, provideQuery } from '../../../application/shared/query.machine';
import type { ContractAccount } from '../../../domain/contract/contract';
import type { ContractAssets } from '../../../domain/contract/contract';
import { useServices } from '../../shared/services-context';

export interface AssetsView {
  assets: ContractAssets | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * One account's contract balances; `reload` after an order, a settlement or a transfer.
 * Until the first answer arrives, the list kept from the last visit is shown (SPEC section 7).
 */
export function useContractAssets(account: ContractAccount): AssetsView {
  const { contract } = useServices();
  const logic = useMemo(
    () => provideQuery(createQueryMachine<ContractAssets>(), () => contract.assets(account)),
    [contract, account],
  );
  const actor = useActorRef(logic);
  const cached = useMemo(() => contract.cachedAssets(account), [contract, account]);
  const fetched = useSelector(actor, (s) => s.context.data);
  const assets = fetched ?? cached;
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => s.context.error);
  return useMemo(
    () => ({ assets, loading, error, reload: () => actor.send({ type: 'reload' }) }),
    [assets, loading, error, actor],
  );
}
