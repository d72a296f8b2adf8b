import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectAssetsQuery, selectBalances } from '../../../../application/contract/account-scope.selectors';
import {
  selectQueryError,
  selectQueryLoading,
} from '../../../../application/contract/contract-assets.selectors';
import type { ContractAssets } from '../../../../domain/contract/contract';
import { useFailureText } from '../../../shared/failure-text';
import { useAccountScope } from '../screen/contract-screen-context';

export interface AssetsView {
  assets: ContractAssets | null;
  loading: boolean;
  /** Why the last load failed, in words; the balances shown before stay. */
  error: string | null;
  /** After a transfer or a demo top-up: the balances and their records. */
  reload: () => void;
}

/**
 * The account shown's contract balances. Until the first answer arrives, the list kept from
 * the last visit is shown (SPEC section 7).
 */
export function useContractAssets(): AssetsView {
  const { scope } = useAccountScope();
  const query = useSelector(scope, selectAssetsQuery);
  const assets = useSelector(scope, selectBalances);
  const loading = useSelector(query, selectQueryLoading<ContractAssets>);
  const error = useFailureText()(useSelector(query, selectQueryError<ContractAssets>));
  return useMemo(
    () => ({ assets, loading, error, reload: () => scope.send({ type: 'assets.reload' }) }),
    [assets, loading, error, scope],
  );
}
