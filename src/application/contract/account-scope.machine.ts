import { assign, emit, not, raise, sendParent, sendTo, setup } from 'xstate';
import { ContractAccount } from '../../domain/contract/contract';
import { latestSettleTime, settleRecheckDelay } from '../../domain/contract/settlement-countdown';
import { keptDraft } from '../shared/draft-store';
import { forward, forwardLogic } from '../shared/forward';
import { transferTermsFrom, UNKNOWN_BALANCES, type TransferDraft } from '../shared/transfer-form';
import { watchSpotAccount } from '../shared/spot-account.watch';
import { hearSettled, watchLists } from './account-scope.listeners';
import { reloadBalancesAndWait, reloadingOnLoss } from './account-scope.reconcile';
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
/** How long a settled position stays among the open ones, told as won or lost, before it leaves. */
export const SETTLED_ROW_MS = 5_000;

/**
 * What belongs to the account shown: its positions, history, balances and records, and the
 * transfer or the demo top-up. The screen starts a new scope on every account switch, so
 * nothing carries over. Reloads once the nearest holding position is due (settlesAt + the
 * grace, on server time) and tells the screen each new balance (it relays the pay coin's to
 * the order). A transfer or a demo top-up reloads the balances and is emitted for a toast; a
 * transfer also reloads the app's spot account, which it moved money in or out of. A position
 * the settlement watch hears settle stays shown among the open ones for SETTLED_ROW_MS, with
 * its result, where the trader was watching it.
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
      hearSettled,
      watchSpotAccount,
      forward: forwardLogic,
      demoAmounts: deps.demoAmounts,
    },
    actions: {
      reloadAssets: sendTo(({ context }) => context.assets, { type: 'reload' }),
      reloadRecords: sendTo(({ context }) => context.records, { type: 'reload' }),
      reloadHolding: sendTo(({ context }) => context.holding, { type: 'reload' }),
      reloadCompleted: sendTo(({ context }) => context.completed, { type: 'reload' }),
      reloadLiquidated: sendTo(({ context }) => context.liquidated, { type: 'reload' }),
      reloadSpot: sendTo(() => deps.spotAccount, { type: 'reload' }),
      loadSpot: sendTo(() => deps.spotAccount, { type: 'load' }),
      /** What may leave spot and the contract account, for the transfer's balance check and "Available". */
      relayTransferTerms: sendTo(
        ({ context }) => context.transfer,
        ({ context }) => ({
          type: 'terms.update' as const,
          terms: transferTermsFrom(context.spotRows, context.balances?.list ?? null),
        }),
      ),
      tellBalances: sendParent(({ context }) => ({ type: 'scope.balances', balances: context.balances })),
      /** Passes a form's outcome on to the UI, without what the form told with it. */
      tell: emit(
        ({ event }) =>
          ({ type: event.type, ...('failure' in event ? { failure: event.failure } : {}) }) as ScopeEmitted,
      ),
      takeHolding: assign({
        holdingItems: ({ event, context }) =>
          event.type === 'holding.changed' ? event.items : context.holdingItems,
      }),
      follow: ({ context }) => deps.follow(context.account, context.holdingItems),
      showSettled: assign({
        justSettled: ({ context, event }) =>
          event.type === 'position.settled'
            ? [...context.justSettled.filter(({ id }) => id !== event.order.id), event.order]
            : context.justSettled,
      }),
      expireSettled: raise(
        ({ event }) => ({
          type: 'settled.expire',
          id: event.type === 'position.settled' ? event.order.id : '',
        }),
        { delay: SETTLED_ROW_MS },
      ),
      dropSettled: assign({
        justSettled: ({ context, event }) =>
          event.type === 'settled.expire'
            ? context.justSettled.filter(({ id }) => id !== event.id)
            : context.justSettled,
      }),
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
      const reload = () => reloadBalancesAndWait(assets, records);
      return {
        account: input.account,
        holding: spawn(lists.holding),
        completed: spawn(lists.completed),
        liquidated: spawn(lists.liquidated),
        records,
        assets,
        transfer: spawn(reloadingOnLoss(deps.transfer, reload), {
          input: { terms: UNKNOWN_BALANCES, ...keptDraft<TransferDraft>(deps.drafts, 'contract-transfer') },
        }),
        addDemoFunds: spawn(reloadingOnLoss(deps.addDemoFunds, reload), { input: { terms: null } }),
        demoAmounts: input.account === ContractAccount.demo ? spawn('demoAmounts') : null,
        balances: lists.cachedAssets,
        spotRows: null,
        holdingItems: [],
        justSettled: [],
      };
    },
    // Spot is what moves into the contract: the app's spot account is asked once and heard.
    entry: ['tellBalances', 'loadSpot'],
    invoke: [
      { src: 'watchSpotAccount', input: () => ({ spotAccount: deps.spotAccount }) },
      { src: 'watchLists', input: ({ context }) => ({ holding: context.holding, assets: context.assets }) },
      { src: 'hearSettled', input: ({ context }) => ({ account: context.account, settled: deps.settled }) },
      forward(({ transfer }: AccountScopeContext) => transfer, {
        succeeded: 'transfer.succeeded',
        failed: 'transfer.failed',
        unknown: 'transfer.unknown',
      }),
      forward(({ addDemoFunds }: AccountScopeContext) => addDemoFunds, {
        succeeded: 'demoFunds.succeeded',
        failed: 'demoFunds.failed',
        unknown: 'demoFunds.unknown',
      }),
    ],
    on: {
      reload: { actions: RELOAD_ALL },
      'assets.reload': { actions: RELOAD_BALANCES },
      // A transfer also clears the open amount (SPEC section 4): the screen tells the order.
      'transfer.succeeded': {
        actions: [...RELOAD_BALANCES, 'reloadSpot', 'tell', sendParent({ type: 'transfer.succeeded' })],
      },
      // The balances were reloaded before the form said so; spot may have moved as well.
      'transfer.unknown': { actions: ['reloadSpot', 'tell'] },
      'demoFunds.succeeded': { actions: [...RELOAD_BALANCES, 'tell'] },
      'transfer.failed': { actions: 'tell' },
      'demoFunds.failed': { actions: 'tell' },
      'demoFunds.unknown': { actions: 'tell' },
      'balances.changed': {
        actions: [assign({ balances: ({ event }) => event.balances }), 'tellBalances', 'relayTransferTerms'],
      },
      'spot.changed': { actions: [assign({ spotRows: ({ event }) => event.rows }), 'relayTransferTerms'] },
      'holding.changed': { target: '.checking', actions: ['takeHolding', 'follow'] },
      'position.settled': { actions: ['showSettled', 'expireSettled'] },
      'settled.expire': { actions: 'dropSettled' },
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
