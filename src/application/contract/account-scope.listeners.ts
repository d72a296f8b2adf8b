import { fromCallback } from 'xstate';
import type { ContractAccount, ContractAssets, ContractOrder } from '../../domain/contract/contract';
import { selectItems } from '../paging/paged-list.selectors';
import type { AccountScopeContext, AccountScopeDeps, AccountScopeEvent } from './account-scope.types';
import { selectQueryData } from './contract-assets.selectors';
import { watchSelected } from '../shared/watch-selected';

/**
 * Tells the scope each new holding list and each new balance. Watched state, not events: a
 * list and a query tell nobody when they answer, they change. (The forms are heard with
 * `forward`.)
 */
export const watchLists = fromCallback<AccountScopeEvent, Pick<AccountScopeContext, 'holding' | 'assets'>>(
  ({ input, sendBack }) => {
    const stopHolding = watchSelected(input.holding, selectItems<ContractOrder>, (items) =>
      sendBack({ type: 'holding.changed', items }),
    );
    const stopAssets = watchSelected(input.assets, selectQueryData<ContractAssets>, (balances) => {
      if (balances) sendBack({ type: 'balances.changed', balances });
    });
    return () => {
      stopHolding();
      stopAssets();
    };
  },
);

/** Each settled position of the scope's own account, as the app-wide settlement watch hears it. */
export const hearSettled = fromCallback<
  AccountScopeEvent,
  { account: ContractAccount; settled: AccountScopeDeps['settled'] }
>(({ input, sendBack }) =>
  input.settled(({ account, order }) => {
    if (account === input.account) sendBack({ type: 'position.settled', order });
  }),
);
