import type { Page, PageQuery } from '../../../../../domain/paging';
import type { Holding, ProductKind, YieldProduct } from '../../../../../domain/products/products';
import type { PurchaseRequest, SubscribeRequest } from '../../../../../domain/products/products.port';
import type { Subscription, SubscriptionProject } from '../../../../../domain/products/subscription';
import type { EnginePart } from '../../engine-part';
import { balancesPart } from '../balances/balances.part';
import { identityPart } from '../identity/identity.part';
import { appliedOnce } from '../once/applied-once';
import { oncePart } from '../once/once.part';
import { accrueProducts } from './accrual';
import { holdingsPage, offers, purchase, redeem } from './holdings';
import { addProductDays } from './products-clock';
import { projectFor, projectsFor, subscribe, subscriptionsPage } from './subscriptions';
import { viewerOf } from '../../sessions';

export interface ProductsMethods {
  products(kind: ProductKind): YieldProduct[];
  purchaseProduct(token: string, request: Partial<PurchaseRequest>, requestId?: string): Holding;
  productHoldings(token: string, kind: ProductKind, query: Partial<PageQuery>): Page<Holding>;
  redeemProduct(token: string, holdingId: string, requestId?: string): Holding;
  /** Demo mode's "advance a day" and the reference server's control: the user's product clock. */
  advanceProductDays(token: string, days: number): number;
  /** The new-coin projects: public; a signed-in user sees them on their product clock. */
  subscriptionProjects(token: string | null): SubscriptionProject[];
  subscriptionProject(token: string | null, id: string): SubscriptionProject;
  subscribeProject(token: string, request: Partial<SubscribeRequest>, requestId?: string): Subscription;
  mySubscriptions(token: string, query: Partial<PageQuery>): Page<Subscription>;
}

/**
 * The yield products' calls: the catalogue (public), purchases, holdings, redemption; and
 * new-coin subscription: the projects (public), commitments and their allocations.
 */
export const productsPart: EnginePart<ProductsMethods> = {
  name: 'products',
  // Its calls read the identity status: the reviews due before them are decided first.
  needs: [balancesPart, identityPart, oncePart],
  methods: ({ context, run, signedIn }) => ({
    products: (kind) => run(() => offers(context, kind)),
    purchaseProduct: (token, request, requestId) =>
      signedIn(token, (user, now) =>
        appliedOnce(context, { user, call: 'products.purchase', requestId, now }, () =>
          purchase(context, user, request, now),
        ),
      ),
    productHoldings: (token, kind, query) =>
      signedIn(token, (user) => holdingsPage(context, user, kind, query)),
    redeemProduct: (token, holdingId, requestId) =>
      signedIn(token, (user, now) =>
        appliedOnce(context, { user, call: 'products.redeem', requestId, now }, () =>
          redeem(context, user, holdingId, now),
        ),
      ),
    // The days move, and what they earned is paid at once, so the user sees it arrive.
    advanceProductDays: (token, days) =>
      signedIn(token, (user, now) => {
        const moved = addProductDays(context.state, user.id, days);
        accrueProducts(context, now);
        return moved;
      }),
    subscriptionProjects: (token) => run((now) => projectsFor(context, viewerOf(context, token, now), now)),
    subscriptionProject: (token, id) =>
      run((now) => projectFor(context, viewerOf(context, token, now), id, now)),
    subscribeProject: (token, request, requestId) =>
      signedIn(token, (user, now) =>
        appliedOnce(context, { user, call: 'products.subscribe', requestId, now }, () =>
          subscribe(context, user, request, now),
        ),
      ),
    mySubscriptions: (token, query) => signedIn(token, (user) => subscriptionsPage(context, user, query)),
  }),
};
