import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useServices } from '../../shared/services-context';
import { useAccountScope } from './contract-screen-context';
import { usePagedList } from './use-paged-list';

/** The account's asset records, page by page; reloaded whenever the balances reload. */
export function useAssetRecords() {
  const { contract } = useServices();
  const { accountId, assets } = useAccountScope();
  const logic = useMemo(() => contract.assetRecords(accountId), [contract, accountId]);
  const actor = useActorRef(logic);
  const seen = useRef(assets.assets);
  useEffect(() => {
    if (seen.current === assets.assets) return;
    seen.current = assets.assets;
    actor.send({ type: 'reload' });
  }, [assets.assets, actor]);
  return usePagedList(actor);
}

export type RecordList = ReturnType<typeof useAssetRecords>;
