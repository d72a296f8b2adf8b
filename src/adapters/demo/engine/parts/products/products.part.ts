import type { Page, PageQuery } from '../../../../../domain/paging';
import type { Holding, ProductKind, YieldProduct } from '../../../../../domain/products/products';
import type { PurchaseRequest } from '../../../../../domain/products/products.port';
import type { EnginePart } from '../../engine-part';
import { balancesPart } from '../balances/balances.part';
import { accrueProducts } from './accrual';
import { holdingsPage, offers, purchase, redeem } from './holdings';
import { addProductDays } from './products-clock';

export interface ProductsMethods {
  products(kind: ProductKind): YieldProduct[];
  purchaseProduct(token: string, request: Partial<PurchaseRequest>): Holding;
  productHoldings(token: string, kind: ProductKind, query: Partial<PageQuery>): Page<Holding>;
  redeemProduct(token: string, holdingId: string): Holding;
  /** Demo mode's "advance a day" and the reference server's control: the user's product clock. */
  advanceProductDays(token: string, days: number): number;
}

/** The yield products' calls: the catalogue (public), purchases, holdings, redemption. */
export const productsPart: EnginePart<ProductsMethods> = {
  name: 'products',
  needs: [balancesPart],
  methods: ({ context, run, signedIn }) => ({
    products: (kind) => run(() => offers(context, kind)),
    purchaseProduct: (token, request) =>
      signedIn(token, (user, now) => purchase(context, user, request, now)),
    productHoldings: (token, kind, query) =>
      signedIn(token, (user) => holdingsPage(context, user, kind, query)),
    redeemProduct: (token, holdingId) =>
      signedIn(token, (user, now) => redeem(context, user, holdingId, now)),
    // The days move, and what they earned is paid at once, so the user sees it arrive.
    advanceProductDays: (token, days) =>
      signedIn(token, (user, now) => {
        const moved = addProductDays(context.state, user.id, days);
        accrueProducts(context, now);
        return moved;
      }),
  }),
};
