import { assign, emit, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import type { UsdtPrices } from '../../domain/contract/asset-totals';
import { ContractAccount, type ContractAssets } from '../../domain/contract/contract';
import { payCoinAvailable } from '../../domain/contract/pay-coin';
import type { LiveFeedMachine } from '../market/live-feed.machine';
import type { AccountMachine } from './account.machine';
import type { AccountScopeMachine } from './account-scope.machine';
import type { OrderMachine } from './order.machine';
import type { ScreenEmitted, ScreenEvent, ScreenInput } from './contract-screen.types';
import { listenToAccount, listenToFeed, listenToOrder } from './contract-screen.listeners';
import { withScopeReconcile } from './account-scope.reconcile';

export type * from './contract-screen.types';

export interface ContractScreenDeps {
  account: AccountMachine;
  order: OrderMachine;
  scope: AccountScopeMachine;
}

export interface ContractScreenContext {
  account: ActorRefFrom<AccountMachine>;
  order: ActorRefFrom<OrderMachine>;
  /** The account shown's lists and balances; replaced on every switch. */
  scope: ActorRefFrom<AccountScopeMachine>;
  scopeAccount: ContractAccount;
  feed: ActorRefFrom<LiveFeedMachine> | null;
  /** The pay coin, so a new balance or a new coin relays the right available amount. */
  quoteCoin: string;
  balances: ContractAssets | null;
  prices: UsdtPrices;
}

const NO_PRICES: UsdtPrices = {};

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
      listenToFeed,
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
    },
    guards: {
      otherAccount: ({ context, event }) =>
        event.type === 'account.changed' && event.account !== context.scopeAccount,
    },
  }).createMachine({
    id: 'contractScreen',
    context: ({ input, spawn, self }) => ({
      account: spawn('account', { id: 'account', input: {} }),
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
      scope: spawn('scope', { input: { account: ContractAccount.real } }),
      scopeAccount: ContractAccount.real,
      feed: input.feed,
      quoteCoin: input.quoteCoin,
      balances: null,
      prices: NO_PRICES,
    }),
    invoke: [
      { src: 'listenToFeed', input: ({ context }) => ({ feed: context.feed }) },
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
          assign({ prices: ({ event }) => event.prices }),
          sendTo(
            ({ context }) => context.order,
            ({ event }) => ({ type: 'feed.update', stale: event.stale }),
          ),
        ],
      },
      'pair.change': {
        actions: [
          assign({ quoteCoin: ({ event }) => event.quoteCoin }),
          sendTo(
            ({ context }) => context.order,
            ({ event }) => event,
          ),
          'relayBalance',
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
