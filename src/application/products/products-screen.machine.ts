import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { ProductKind, YieldProduct } from '../../domain/products/products';
import { availableOf } from '../../domain/wallet/balances';
import { keptDraft } from '../shared/draft-store';
import { failureOf } from '../shared/failure-message';
import { forward, forwardLogic } from '../shared/forward';
import { watchSpotAccount } from '../shared/spot-account.watch';
import { NO_PURCHASE_TERMS, type PurchaseTerms } from './purchase-form';
import type {
  ProductsScreenContext,
  ProductsScreenDeps,
  ProductsScreenEmitted,
  ProductsScreenEvent,
  ProductsScreenInput,
  RightsSource,
} from './products-screen.types';

export type * from './products-screen.types';

type Context = ProductsScreenContext;

export const chosenProduct = (context: Pick<Context, 'products' | 'chosen'>): YieldProduct | null =>
  context.products?.find((product) => product.id === context.chosen) ?? null;

/** The purchase form's terms: the product chosen, the account's rights, its spot coin, server time. */
function termsOf(context: Context, now: () => number): PurchaseTerms {
  const product = chosenProduct(context);
  return {
    ...NO_PURCHASE_TERMS,
    product,
    // Unknown rights do not block: the page shows the gate from the profile and the server checks.
    canPurchase: context.account?.canPurchase ?? true,
    verified: context.account?.verified ?? true,
    available: product ? availableOf(context.spot, product.coin) : null,
    now,
  };
}

/** The profile's rights, heard as events: the session is not a child of the screen. */
const watchRights = fromCallback<ProductsScreenEvent, { rights: RightsSource }>(({ input, sendBack }) =>
  input.rights.watch((rights) => sendBack({ type: 'rights.changed', rights })),
);

/** Money moved (or may have): the products (what is left) and spot are asked again. */
const AFTER_PURCHASE = { target: '.loading', reenter: true, actions: ['reloadSpot', 'tell'] } as const;

/**
 * One kind's products and the purchase form (finance, pool, fund): loads the catalogue (public),
 * hears the spot account and the profile's rights, and hands the chosen product with them to the
 * form as terms. After a purchase, or one whose outcome is unknown, it reloads the catalogue and
 * spot and emits the outcome for the toast.
 */
export function createProductsScreenMachine(deps: ProductsScreenDeps) {
  return setup({
    types: {} as {
      context: Context;
      events: ProductsScreenEvent;
      emitted: ProductsScreenEmitted;
      input: ProductsScreenInput;
    },
    actors: {
      form: deps.form,
      forward: forwardLogic,
      watchSpotAccount,
      watchRights,
      loadProducts: fromPromise<YieldProduct[], { kind: ProductKind }>(() => {
        throw new Error('loadProducts not provided');
      }),
    },
    actions: {
      reloadSpot: sendTo(({ context }) => context.spotAccount, { type: 'reload' }),
      relayTerms: sendTo(
        ({ context }) => context.form,
        ({ context }) => ({ type: 'terms.update' as const, terms: termsOf(context, deps.now) }),
      ),
      tell: emit(({ event }): ProductsScreenEmitted =>
        event.type === 'purchase.succeeded'
          ? { type: 'purchased', holding: event.output }
          : { type: 'purchase.unknown' },
      ),
    },
  }).createMachine({
    id: 'productsScreen',
    context: ({ spawn, input }) => ({
      kind: input.kind,
      signedIn: input.signedIn,
      rights: input.rights,
      form: spawn('form', {
        id: 'form',
        input: {
          terms: { ...NO_PURCHASE_TERMS, now: deps.now },
          ...keptDraft(deps.drafts, `purchase-${input.kind}`),
        },
      }),
      spotAccount: deps.spotAccount,
      products: null,
      error: null,
      chosen: null,
      account: null,
      spot: null,
    }),
    // A visitor has no spot account to read; the products are public.
    entry: enqueueActions(({ context, enqueue }) => {
      if (context.signedIn) enqueue.sendTo(context.spotAccount, { type: 'load' });
    }),
    invoke: [
      forward(({ form }: Context) => form, { succeeded: 'purchase.succeeded', unknown: 'purchase.unknown' }),
      { src: 'watchRights', input: ({ context }) => ({ rights: context.rights }) },
      { src: 'watchSpotAccount', input: ({ context }) => ({ spotAccount: context.spotAccount }) },
    ],
    on: {
      'spot.changed': { actions: [assign({ spot: ({ event }) => event.rows }), 'relayTerms'] },
      'rights.changed': { actions: [assign({ account: ({ event }) => event.rights }), 'relayTerms'] },
      'product.choose': { actions: [assign({ chosen: ({ event }) => event.productId }), 'relayTerms'] },
    },
    initial: 'catalogue',
    states: {
      catalogue: {
        on: {
          'products.reload': { target: '.loading', reenter: true },
          // Bought: the card closes; the toast and the holdings tell the rest.
          'purchase.succeeded': {
            ...AFTER_PURCHASE,
            actions: [...AFTER_PURCHASE.actions, assign({ chosen: null })],
          },
          'purchase.unknown': AFTER_PURCHASE,
        },
        initial: 'loading',
        states: {
          loading: {
            entry: assign({ error: null }),
            invoke: {
              src: 'loadProducts',
              input: ({ context }) => ({ kind: context.kind }),
              onDone: {
                target: 'ready',
                actions: [assign({ products: ({ event }) => event.output }), 'relayTerms'],
              },
              onError: {
                target: 'failed',
                actions: assign({ error: ({ event }) => failureOf(event.error) }),
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

export type ProductsScreenMachine = ReturnType<typeof createProductsScreenMachine>;
