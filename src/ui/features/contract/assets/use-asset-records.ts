import { useSelector } from '@xstate/react';
import { selectRecordsList } from '../../../../application/contract/account-scope.selectors';
import { useAccountScope } from '../screen/contract-screen-context';
import { usePagedList } from '../../../shared/paged/use-paged-list';

/** The account's asset records, page by page; the screen machine reloads them with the balances. */
export function useAssetRecords() {
  const { scope } = useAccountScope();
  return usePagedList(useSelector(scope, selectRecordsList));
}
