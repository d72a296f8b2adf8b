import { fromPromise } from 'xstate';
import { pageQuery } from '../../domain/paging';
import { PRODUCT_KINDS, type Holding, type ProductKind } from '../../domain/products/products';
import type {
  ProductDaysControl,
  ProductsGateway,
  SubscriptionGateway,
} from '../../domain/products/products.port';
import type { Clock } from '../../domain/shared/clock.port';
import { createPagedListMachine } from '../paging/paged-list.machine';
import type { DraftStore } from '../shared/draft-store';
import { provideForm } from '../shared/form.provide';
import type { SpotAccount } from '../shared/spot-account.machine';
import { createHoldingsScreenMachine, type HoldingsScreenMachine } from './holdings-screen.machine';
import { createProductsScreenMachine, type ProductsScreenMachine } from './products-screen.machine';
import { createPurchaseForm } from './purchase-form';
import { createRedeemForm } from './redeem-form';
import { createSubscriptionServices, type SubscriptionServices } from './subscription-services';

/** Input ports of the yield products (finance, pool / mining, fund). */
export interface ProductsServices {
  /** One kind's products and the purchase form (start with `{ kind, signedIn, rights }`). */
  screen: ProductsScreenMachine;
  /** Each kind's holdings, their redemption and (demo mode) the day control. */
  holdings: Readonly<Record<ProductKind, HoldingsScreenMachine>>;
  /** New-coin subscription: the projects with the subscribe form, and my subscriptions. */
  subscription: SubscriptionServices;
}

export interface ProductsServicesDeps {
  products: ProductsGateway;
  subscription: SubscriptionGateway;
  /** Demo mode's product-day control; null in http mode. */
  days: ProductDaysControl | null;
  spotAccount: SpotAccount;
  clock: Clock;
  drafts: DraftStore;
}

/** How far before the send a holding found after a lost answer may have started (clock skew). */
const SENT_SLACK_MS = 60_000;

/** A lost purchase answer: the newest holdings show whether it was made (same product and amount, after the send). */
async function findPurchase(
  products: ProductsGateway,
  check: { request: { productId: string; amount: string }; sentAt: number },
): Promise<Holding | null> {
  const pages = await Promise.all(PRODUCT_KINDS.map((kind) => products.holdings(kind, pageQuery(1))));
  const { productId, amount } = check.request;
  const found = pages
    .flatMap((page) => page.list)
    .find(
      (holding) =>
        holding.productId === productId &&
        holding.amount === amount &&
        holding.startedAt >= check.sentAt - SENT_SLACK_MS,
    );
  return found ?? null;
}

export function createProductsServices({
  products,
  subscription,
  days,
  spotAccount,
  clock,
  drafts,
}: ProductsServicesDeps): ProductsServices {
  const now = () => clock.now();
  const screen = createProductsScreenMachine({
    form: provideForm(createPurchaseForm(), {
      send: (request, once) => products.purchase(request, once),
      reconcile: (check) => findPurchase(products, check),
    }),
    spotAccount,
    drafts,
    now,
  }).provide({ actors: { loadProducts: fromPromise(({ input }) => products.products(input.kind)) } });
  const holdingsOf = (kind: ProductKind) =>
    createHoldingsScreenMachine({
      records: createPagedListMachine<Holding>().provide({
        actors: { fetchPage: fromPromise(({ input }) => products.holdings(kind, pageQuery(input.pageNo))) },
      }),
      redeem: provideForm(createRedeemForm(), {
        send: (holdingId, once) => products.redeem(holdingId, once),
        reconcile: async ({ request }) => {
          const page = await products.holdings(kind, pageQuery(1));
          return page.list.find((holding) => holding.id === request && holding.endedAt !== null) ?? null;
        },
      }),
      spotAccount,
      canAdvance: days !== null,
      now,
    }).provide({
      actors: {
        loadProducts: fromPromise(() => products.products(kind)),
        advanceDays: fromPromise(({ input }) =>
          days ? days.advanceDays(input.days) : Promise.reject(new Error('No day control here')),
        ),
      },
    });
  return {
    screen,
    holdings: { finance: holdingsOf('finance'), pool: holdingsOf('pool'), fund: holdingsOf('fund') },
    subscription: createSubscriptionServices({ subscription, days, spotAccount, drafts, now }),
  };
}
