import { fromCallback, type ActorRefFrom } from 'xstate';
import type { ContractAssets, ContractOrder } from '../../domain/contract/contract';
import { selectItems } from '../paging/paged-list.selectors';
import type { Failure } from '../shared/failure-message';
import type { SubmissionMachine } from '../shared/submission.machine';
import type { AccountScopeContext, AccountScopeEvent } from './account-scope.types';
import { selectQueryData } from './contract-assets.selectors';
import { selectSubmitting } from '../shared/submission.selectors';
import { watchSelected } from '../shared/watch-selected';

/** Tells the scope each new holding list and each new balance. */
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

/** Calls back once per finished send: why it failed, or null when it went through. */
function watchEnds<I>(actor: ActorRefFrom<SubmissionMachine<I>>, ended: (failure: Failure | null) => void) {
  let sending = false;
  return watchSelected(actor, selectSubmitting<I, string>, (now) => {
    if (sending && !now) ended(actor.getSnapshot().context.failure);
    sending = now;
  });
}

/** Tells the scope how each transfer and demo top-up ended. */
export const watchFunds = fromCallback<
  AccountScopeEvent,
  Pick<AccountScopeContext, 'transfer' | 'addDemoFunds'>
>(({ input, sendBack }) => {
  const stopTransfer = watchEnds(input.transfer, (failure) =>
    sendBack(failure === null ? { type: 'transfer.succeeded' } : { type: 'transfer.failed', failure }),
  );
  const stopFunds = watchEnds(input.addDemoFunds, (failure) =>
    sendBack(failure === null ? { type: 'demoFunds.succeeded' } : { type: 'demoFunds.failed', failure }),
  );
  return () => {
    stopTransfer();
    stopFunds();
  };
});
