import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { WalletSnapshot } from '../../domain/wallet/wallet';
import { keptDraft } from '../shared/draft-store';
import { failureOf } from '../shared/failure-message';
import { forward, forwardLogic } from '../shared/forward';
import { watchSpotAccount } from '../shared/spot-account.watch';
import { UNKNOWN_BALANCES } from '../shared/transfer-form';
import { freshOf, termsOf } from './wallet-screen.compose';
import type {
  WalletAccounts,
  WalletScreenContext,
  WalletScreenDeps,
  WalletScreenEvent,
} from './wallet-screen.types';

export type * from './wallet-screen.types';

type Context = WalletScreenContext;

/** A new answer of either side: the fresh overview, kept for the next visit, and the transfer's terms. */
const COMPOSE = [
  'takeFresh',
  { type: 'keepOverview', params: ({ context }: { context: Context }) => context.fresh },
  'relayTerms',
] as const;

/** Money moved (or may have): every account is asked again. */
const RELOAD = { target: '.loading', reenter: true } as const;

/**
 * The assets screen: every account's balances and prices (the overview kept from the last visit
 * shown until this visit's answers), the transfer between spot and the contract, and the
 * hide-small and hide-amounts preferences. Spot is the app's spot account, heard, not fetched
 * here; a transfer, or one whose answer was lost, reloads the accounts and the spot account.
 */
export function createWalletScreenMachine(deps: WalletScreenDeps) {
  return setup({
    types: {} as { context: Context; events: WalletScreenEvent },
    actors: {
      transfer: deps.transfer,
      forward: forwardLogic,
      watchSpotAccount,
      loadAccounts: fromPromise<WalletAccounts>(() => {
        throw new Error('loadAccounts not provided');
      }),
    },
    actions: {
      /** Keeps the fresh overview for the next visit (nothing while this visit has none). */
      keepOverview: (_, _overview: WalletSnapshot | null) => {
        throw new Error('keepOverview not provided');
      },
      takeFresh: assign({ fresh: ({ context }) => freshOf(context.accounts, context.spot) }),
      keepAmountsHidden: (_, _hidden: boolean) => {
        throw new Error('keepAmountsHidden not provided');
      },
      reloadSpot: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
      relayTerms: sendTo(
        ({ context }) => context.transfer,
        ({ context }) => ({ type: 'terms.update' as const, terms: termsOf(context) }),
      ),
    },
  }).createMachine({
    id: 'walletScreen',
    context: ({ spawn }) => ({
      transfer: spawn('transfer', {
        id: 'transfer',
        input: { terms: UNKNOWN_BALANCES, ...keptDraft(deps.drafts, 'wallet.transfer') },
      }),
      spotAccount: deps.spotAccount,
      accounts: null,
      accountsError: null,
      spot: null,
      spotError: null,
      fresh: null,
      kept: deps.keptOverview(),
      hideSmall: false,
      amountsHidden: deps.amountsHidden(),
    }),
    invoke: [
      forward(({ transfer }: Context) => transfer, {
        succeeded: 'transfer.succeeded',
        unknown: 'transfer.unknown',
      }),
      { src: 'watchSpotAccount', input: ({ context }) => ({ spotAccount: context.spotAccount }) },
    ],
    on: {
      'spot.changed': {
        actions: [
          assign({ spot: ({ event }) => event.rows, spotError: ({ event }) => event.error }),
          ...COMPOSE,
        ],
      },
      'hideSmall.set': { actions: assign({ hideSmall: ({ event }) => event.hidden }) },
      'amounts.toggle': {
        actions: [
          assign({ amountsHidden: ({ context }) => !context.amountsHidden }),
          { type: 'keepAmountsHidden', params: ({ context }) => context.amountsHidden },
        ],
      },
    },
    initial: 'overview',
    states: {
      // The accounts are loaded and spot asked anew on every visit, on Retry and after a transfer.
      overview: {
        on: { 'overview.reload': RELOAD, 'transfer.succeeded': RELOAD, 'transfer.unknown': RELOAD },
        initial: 'loading',
        states: {
          loading: {
            entry: [assign({ accountsError: null }), 'reloadSpot'],
            invoke: {
              src: 'loadAccounts',
              onDone: {
                target: 'ready',
                actions: [assign({ accounts: ({ event }) => event.output }), ...COMPOSE],
              },
              onError: {
                target: 'failed',
                actions: assign({ accountsError: ({ event }) => failureOf(event.error) }),
              },
            },
          },
          ready: {},
          failed: {},
        },
      },
    },
  });
}

export type WalletScreenMachine = ReturnType<typeof createWalletScreenMachine>;
