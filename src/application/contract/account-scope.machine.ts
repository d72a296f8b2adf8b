import { assign, emit, not, sendParent, sendTo, setup } from 'xstate';
import type { ContractAccount } from '../../domain/contract/contract';
import { latestSettleTime, settleRecheckDelay } from '../../domain/contract/settlement-countdown';
import { withReconcile } from '../shared/submission.machine';
import { watchFunds, watchLists } from './account-scope.listeners';
import { reloadBalancesAndWait } from './account-scope.reconcile';
import type {
  AccountScopeContext,
  AccountScopeDeps,
  AccountScopeEvent,
  ScopeEmitted,
} from './account-scope.types';

export type * from './account-scope.types';

// Balances and their records reload together, as the records list what moved the balances.
const RELOAD_BALANCES = ['reloadAssets', 'reloadRecords'] as const;
const RELOAD_ALL = ['reloadHolding', 'reloadCompleted', 'reloadLiquidated', ...RELOAD_BALANCES] as const;

/**
 * What belongs to the account shown: its positions, history, balances and records. The
 * screen starts a new scope on every account switch, so nothing carries over. Reloads
 * once the nearest holding position is due (settlesAt + the grace, on server time) and
 * tells the screen each new balance (it relays the pay coin's to the order). A transfer or a
 * demo top-up reloads the balances and is emitted for a toast.
 */
export function createAccountScopeMachine(deps: AccountScopeDeps) {
  return setup({
    types: {} as {
      context: AccountScopeContext;
      events: AccountScopeEvent;
      input: { account: ContractAccount };
      emitted: ScopeEmitted;
    },
    actors: {
      watchLists,
      watchFunds,
    },
    actions: {
      reloadAssets: sendTo(({ context }) => context.assets, { type: 'reload' }),
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      reloadHolding: sendTo(({ context }) => context.holding, { type: 'reload' }),
      reloadCompleted: sendTo(({ context }) => context.completed, { type: 'reload' }),
      reloadLiquidated: sendTo(({ context }) => context.liquidated, { type: 'reload' }),
      tellBalances: sendParent(({ context }) => ({ type: 'scope.balances', balances: context.balances })),
      takeHolding: assign({
        holdingItems: ({ event, context }) =>
          event.type === 'holding.changed' ? event.items : context.holdingItems,
      }),
      follow: ({ context }) => deps.follow(context.account, context.holdingItems),
    },
    delays: {
      settleDue: ({ context }) =>
        settleRecheckDelay(
          context.holdingItems.map((item) => latestSettleTime(item, deps.now())),
          deps.now(),
        ) ?? 0,
    },
    guards: {
      holds: ({ context }) => context.holdingItems.length > 0,
    },
  }).createMachine({
    id: 'accountScope',
    context: ({ input, spawn }) => {
      const lists = deps.lists(input.account);
      const assets = spawn(lists.assets);
      const records = spawn(lists.records);
      // A transfer or top-up whose answer was lost reloads these balances before its button returns.
      const reconcile = () => reloadBalancesAndWait(assets, records);
      return {
        account: input.account,
        holding: spawn(lists.holding),
        completed: spawn(lists.completed),
        liquidated: spawn(lists.liquidated),
        records,
        assets,
        transfer: spawn(withReconcile(deps.transfer, reconcile)),
        addDemoFunds: spawn(withReconcile(deps.addDemoFunds, reconcile)),
        balances: lists.cachedAssets,
        holdingItems: [],
      };
    },
    entry: 'tellBalances',
    invoke: [
      { src: 'watchLists', input: ({ context }) => ({ holding: context.holding, assets: context.assets }) },
      {
        src: 'watchFunds',
        input: ({ context }) => ({ transfer: context.transfer, addDemoFunds: context.addDemoFunds }),
      },
    ],
    on: {
      reload: { actions: RELOAD_ALL },
      'assets.reload': { actions: RELOAD_BALANCES },
      // A transfer also clears the open amount (SPEC section 4): the screen tells the order.
      'transfer.succeeded': {
        actions: [
          ...RELOAD_BALANCES,
          emit({ type: 'transfer.succeeded' }),
          sendParent({ type: 'transfer.succeeded' }),
        ],
      },
      'demoFunds.succeeded': { actions: [...RELOAD_BALANCES, emit({ type: 'demoFunds.succeeded' })] },
      'transfer.failed': { actions: emit(({ event }) => event) },
      'demoFunds.failed': { actions: emit(({ event }) => event) },
      'balances.changed': {
        actions: [assign({ balances: ({ event }) => event.balances }), 'tellBalances'],
      },
      'holding.changed': { target: '.checking', actions: ['takeHolding', 'follow'] },
    },
    initial: 'idle',
    states: {
      idle: {},
      checking: {
        always: { guard: not('holds'), target: 'idle' },
        // Re-entered on every new list, so the timer always counts to the nearest position.
        on: { 'holding.changed': { target: 'checking', reenter: true, actions: ['takeHolding', 'follow'] } },
        after: { settleDue: { target: 'idle', actions: RELOAD_ALL } },
      },
    },
  });
}

export type AccountScopeMachine = ReturnType<typeof createAccountScopeMachine>;
