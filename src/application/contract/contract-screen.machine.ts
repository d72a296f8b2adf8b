import { assign, emit, sendTo, setup, stopChild } from 'xstate';
import { ContractAccount } from '../../domain/contract/contract';
import { NO_PAIR_PRICES } from '../../domain/contract/pair-prices';
import { payCoinAvailable } from '../../domain/contract/pay-coin';
import type {
  ContractScreenContext,
  ContractScreenDeps,
  ScreenEmitted,
  ScreenEvent,
  ScreenInput,
} from './contract-screen.types';
import { listenToAccount, listenToFeeds, listenToOrder } from './contract-screen.listeners';
import { holdOf } from './price-hold-relay';
import { withScopeReconcile } from './account-scope.reconcile';

export type * from './contract-screen.types';

/**
 * One seconds-contract screen: owns the account, the order and the account shown's scope,
 * and is the glue between them. Config, balance and feed state go to the order; the
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
      listenToOrder,
    },
    actions: {
      relayBalance: sendTo(
        ({ context }) => context.order,
        ({ context }) => ({
          type: 'balance.update',
          available: payCoinAvailable(context.balances, context.quoteCoin),
        }),
      ),
      reloadScope: sendTo(({ context }) => context.scope, { type: 'reload' }),
      // The order refuses without a fresh price of its own pair, and the buttons say why.
      relayHold: sendTo(
        ({ context }) => context.order,
        ({ context }) => ({ type: 'feed.update', hold: holdOf(context) }),
      ),
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
      return {
        account: spawn('account', { id: 'account', input: { account: opening } }),
        // An order whose answer was lost waits for the account shown to reload its positions and balances.
        order: spawn(
          withScopeReconcile(deps.order, () => self.getSnapshot().context.scope),
          {
            input: {
              baseCoin: input.baseCoin,
              quoteCoin: input.quoteCoin,
              openAmount: input.openAmount,
              resetAmountOnConfig: input.resetAmountOnConfig,
            },
          },
        ),
        scope: spawn('scope', { input: { account: opening } }),
        scopeAccount: opening,
        feeds: input.feeds,
        baseCoin: input.baseCoin,
        quoteCoin: input.quoteCoin,
        balances: null,
        prices: NO_PAIR_PRICES,
        feedStates: {},
      };
    },
    invoke: [
      { src: 'listenToFeeds', input: ({ context }) => ({ feeds: context.feeds }) },
      { src: 'listenToAccount', input: ({ context }) => ({ account: context.account }) },
      { src: 'listenToOrder', input: ({ context }) => ({ order: context.order }) },
    ],
    on: {
      'config.pending': {
        actions: sendTo(
          ({ context }) => context.order,
          ({ event }) => event,
        ),
      },
      'config.loaded': {
        actions: sendTo(
          ({ context }) => context.order,
          ({ event }) => event,
        ),
      },
      'feed.update': {
        actions: [
          assign(({ context, event }) => ({
            prices: { ...context.prices, [event.quote]: event.closes },
            feedStates: { ...context.feedStates, [event.quote]: { stale: event.stale, ready: event.ready } },
          })),
          'relayHold',
        ],
      },
      'pair.change': {
        actions: [
          assign({ baseCoin: ({ event }) => event.baseCoin, quoteCoin: ({ event }) => event.quoteCoin }),
          sendTo(
            ({ context }) => context.order,
            ({ event }) => event,
          ),
          'relayBalance',
          'relayHold',
        ],
      },
      'scope.balances': { actions: [assign({ balances: ({ event }) => event.balances }), 'relayBalance'] },
      'account.changed': {
        guard: 'otherAccount',
        actions: [
          stopChild(({ context }) => context.scope),
          assign({
            scope: ({ event, spawn }) => spawn('scope', { input: { account: event.account } }),
            scopeAccount: ({ event }) => event.account,
            balances: null,
          }),
        ],
      },
      'transfer.succeeded': {
        actions: sendTo(({ context }) => context.order, { type: 'amount.change', value: '' }),
      },
      'order.created': { actions: ['reloadScope', emit({ type: 'order.created' })] },
      'order.failed': { actions: emit(({ event }) => ({ type: 'order.failed', failure: event.failure })) },
    },
  });
}

export type ContractScreenMachine = ReturnType<typeof createContractScreenMachine>;
