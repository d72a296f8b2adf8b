import { assign, emit, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { forward, forwardLogic } from '../shared/forward';
import type {
  ContractScreenContext,
  ContractScreenDeps,
  ScreenEmitted,
  ScreenEvent,
  ScreenInput,
} from './contract-screen.types';
import { listenToAccount, listenToFeeds } from './contract-screen.listeners';
import { durationOf } from './order-request';
import { holdOf } from './price-hold-relay';
import { openingKnown, orderInput, termsOf } from './contract-screen.context';
import { reloadingOnLoss, reloadScopeAndWait } from './account-scope.reconcile';

export type * from './contract-screen.types';

/**
 * One seconds-contract screen: owns the account, the order and the account shown's scope,
 * and is the glue between them. Config, balance and feed state are the order's terms; the
 * order's outcome reloads the scope and is emitted for a toast; a switch starts a new scope.
 */
export function createContractScreenMachine(deps: ContractScreenDeps) {
  return setup({
    types: {} as {
      context: ContractScreenContext;
      events: ScreenEvent;
      input: ScreenInput;
      emitted: ScreenEmitted;
    },
    actors: {
      account: deps.account,
      scope: deps.scope,
      listenToFeeds,
      listenToAccount,
      forward: forwardLogic,
    },
    actions: {
      // The order refuses without a fresh price of its own pair (its pay coin's feed), and the buttons say why.
      takeHold: assign({ priceHold: ({ context }) => holdOf(context) }),
      relayTerms: sendTo(
        ({ context }) => context.order,
        ({ context }) => ({ type: 'terms.update', terms: termsOf(context) }),
      ),
      // A refusal said of the account or config before is no longer true.
      clearRefusal: sendTo(({ context }) => context.order, { type: 'dismiss' }),
      /** Desktop (SPEC section 4): the amount becomes the chosen duration's minimum when config loads. */
      resetAmount: enqueueActions(({ context, enqueue }) => {
        if (!context.resetAmountOnConfig) return;
        const duration = durationOf(context.order.getSnapshot().context.draft, termsOf(context));
        if (duration)
          enqueue.sendTo(context.order, { type: 'edit', patch: { openAmount: duration.openAmountMin } });
      }),
      reloadScope: sendTo(({ context }) => context.scope, { type: 'reload' }),
    },
    guards: {
      otherAccount: ({ context, event }) =>
        event.type === 'account.changed' && event.account !== context.scopeAccount,
    },
  }).createMachine({
    id: 'contractScreen',
    context: ({ input, spawn, self }) => {
      const known = openingKnown(deps, input);
      // An order whose answer was lost waits for the account shown to reload its positions and balances.
      const order = reloadingOnLoss(deps.order, () => reloadScopeAndWait(self.getSnapshot().context.scope));
      return {
        ...known,
        account: spawn('account', { id: 'account', input: { account: known.scopeAccount } }),
        order: spawn(order, { input: orderInput(deps, input, known) }),
        scope: spawn('scope', { input: { account: known.scopeAccount } }),
      };
    },
    invoke: [
      { src: 'listenToFeeds', input: ({ context }) => ({ feeds: context.feeds }) },
      { src: 'listenToAccount', input: ({ context }) => ({ account: context.account }) },
      forward(({ order }: ContractScreenContext) => order, {
        succeeded: 'order.succeeded',
        failed: 'order.failed',
        unknown: 'order.unknown',
      }),
    ],
    on: {
      'config.pending': {
        actions: [
          assign(({ context, event }) => ({ config: { ...context.config, pendingAccount: event.account } })),
          'relayTerms',
          'clearRefusal',
        ],
      },
      'config.loaded': {
        actions: [
          assign(({ event }) => ({
            config: {
              account: event.account,
              pendingAccount: null,
              durations: event.durations,
              feeRate: event.feeRate,
            },
          })),
          'relayTerms',
          'clearRefusal',
          'resetAmount',
        ],
      },
      'feed.update': {
        actions: [
          assign(({ context, event }) => ({
            prices: { ...context.prices, [event.quote]: event.closes },
            feedStates: { ...context.feedStates, [event.quote]: { stale: event.stale, ready: event.ready } },
          })),
          'takeHold',
          'relayTerms',
        ],
      },
      // From the UI: the pair or the pay coin changes, and the pay coin's balance follows.
      'pair.change': {
        actions: [
          assign({ baseCoin: ({ event }) => event.baseCoin, quoteCoin: ({ event }) => event.quoteCoin }),
          'takeHold',
          'relayTerms',
        ],
      },
      'scope.balances': { actions: [assign({ balances: ({ event }) => event.balances }), 'relayTerms'] },
      'account.changed': {
        guard: 'otherAccount',
        actions: [
          stopChild(({ context }) => context.scope),
          assign({
            scope: ({ event, spawn }) => spawn('scope', { input: { account: event.account } }),
            scopeAccount: ({ event }) => event.account,
            balances: null,
          }),
          'relayTerms',
        ],
      },
      'realConfirm.stop': {
        actions: [() => deps.stopAskingBeforeRealOrders(), assign({ confirmReal: false }), 'relayTerms'],
      },
      'transfer.succeeded': {
        actions: sendTo(({ context }) => context.order, { type: 'edit', patch: { openAmount: '' } }),
      },
      'order.succeeded': { actions: ['reloadScope', emit({ type: 'order.created' })] },
      'order.failed': { actions: emit(({ event }) => ({ type: 'order.failed', failure: event.failure })) },
      // The scope was reloaded before the order said so: the trader checks it.
      'order.unknown': { actions: emit({ type: 'order.unknown' }) },
    },
  });
}

export type ContractScreenMachine = ReturnType<typeof createContractScreenMachine>;
