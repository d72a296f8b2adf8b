import { fromPromise, type ActorRefFrom } from 'xstate';
import type { AssetRecord, ContractAssets } from '../../domain/contract/contract';
import type { PagedListMachine } from '../paging/paged-list.machine';
import type { FormMachine } from '../shared/form.machine';
import type { FormShape } from '../shared/form.types';
import type { QueryMachine } from '../shared/query.machine';
import { selectQueryLoading } from '../shared/query.selectors';
import { reloadAndWait, type Watched } from '../shared/until-settled';
import type { AccountScopeContext } from './account-scope.types';

/** The account scope as this file needs it (its machine imports this file). */
interface ScopeRef {
  send(event: { type: 'reload' }): void;
  getSnapshot(): { context: Pick<AccountScopeContext, 'holding' | 'assets'> };
}

const listBusy = (snapshot: { matches(state: 'loading'): boolean }) => snapshot.matches('loading');

/**
 * After a transfer or a demo top-up lost its answer: the balances and their records
 * reload, and this settles once both have answered (or failed).
 */
export function reloadBalancesAndWait(
  assets: ActorRefFrom<QueryMachine<ContractAssets>>,
  records: ActorRefFrom<PagedListMachine<AssetRecord>>,
): Promise<void> {
  return reloadAndWait(
    () => {
      assets.send({ type: 'reload' });
      records.send({ type: 'reload' });
    },
    [
      { actor: assets, busy: selectQueryLoading<ContractAssets> },
      { actor: records, busy: listBusy },
    ] as Watched[],
  );
}

/**
 * After an order lost its answer: the account shown reloads its positions and balances
 * (the scope's 'reload'), and this settles once the holding positions and the balances have
 * answered (or failed), so the order's buttons come back on what the exchange now says.
 */
export function reloadScopeAndWait(scope: ScopeRef): Promise<void> {
  const { holding, assets } = scope.getSnapshot().context;
  return reloadAndWait(() => scope.send({ type: 'reload' }), [
    { actor: holding, busy: listBusy },
    { actor: assets, busy: selectQueryLoading<ContractAssets> },
  ] as Watched[]);
}

/**
 * A form whose lost answer reloads what the screen shows before its button comes back, and
 * finds nothing: the outcome is told as unknown, for the trader to check, and never resent.
 */
export function reloadingOnLoss<S extends FormShape>(
  form: FormMachine<S>,
  reload: () => Promise<void>,
): FormMachine<S> {
  return form.provide({
    actors: {
      reconcile: fromPromise<unknown, unknown>(async () => {
        await reload();
        return null;
      }),
    },
  });
}
