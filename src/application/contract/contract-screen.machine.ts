import { assign, emit, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { ContractAccount } from '../../domain/contract/contract';
import { NO_PAIR_PRICES } from '../../domain/contract/pair-prices';
import { payCoinAvailable } from '../../domain/contract/pay-coin';
import { keptDraft } from '../shared/draft-store';
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
import type { OrderDraft, OrderTerms } from './order.types';
import { holdOf } from './price-hold-relay';
import { reloadingOnLoss, reloadScopeAndWait } from './account-scope.reconcile';

export type * from './contract-screen.types';

/** What the order is checked against: the shown account's config, the pay coin's balance, the price. */
const termsOf = (context: Omit<ContractScreenContext, 'account' | 'order' | 'scope'>): OrderTerms => ({
  ...context.config,
  available: payCoinAvailable(context.balances, context.quoteCoin),
  baseCoin: context.baseCoin,
  quoteCoin: context.quoteCoin,
  priceHold: context.priceHold,
});

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
      // A user practising on demo comes back to demo: only the confirmed switch leaves it.
      const opening = deps.keptAccount() ?? ContractAccount.real;
      const kept = keptDraft<OrderDraft>(deps.drafts, 'contract-order');
      const known = {
        scopeAccount: opening,
        feeds: input.feeds,
        baseCoin: input.baseCoin,
        quoteCoin: input.quoteCoin,
        balances: null,
        prices: NO_PAIR_PRICES,
        feedStates: {},
        // Unknown until a feed speaks (each speaks as the screen starts).
        priceHold: null,
        // Nothing may be sent before the first config says which account and durations hold.
        config: { account: opening, pendingAccount: opening, durations: [], feeRate: '0' },
        resetAmountOnConfig: input.resetAmountOnConfig ?? false,
      };
      // An order whose answer was lost waits for the account shown to reload its positions and balances.
      const order = reloadingOnLoss(deps.order, () => reloadScopeAndWait(self.getSnapshot().context.scope));
      return {
        ...known,
        account: spawn('account', { id: 'account', input: { account: opening } }),
        order: spawn(order, {
          input: {
            terms: termsOf(known),
            draft: {
              ...(input.openAmount === undefined ? {} : { openAmount: input.openAmount }),
              ...kept.draft,
            },
            keep: kept.keep,
          },
        }),
        scope: spawn('scope', { input: { account: opening } }),
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
