import type { EnginePart } from '../../engine-part';
import { objectOf } from '../../state-guards';
import { accrueProducts } from './accrual';
import { productsFields } from './products-parse';
import { allocateProjects } from './subscriptions';
import { PRODUCTS_SETTINGS } from './products-settings';
import type { ProductsEngineState } from './products-state';

/**
 * The holdings and the subscriptions, and their work on the clock (interest, maturity, the
 * allocation at a project's end): a book the balances part needs.
 */
export const productsBookPart: EnginePart = {
  name: 'products-book',
  slice: {
    fields: [
      'productHoldings',
      'productSold',
      'productDays',
      'productHouse',
      'subscriptions',
      'projectCommitted',
      'projectAllocatedAt',
      'subscriptionHouse',
      'projectsEpoch',
    ],
    read: objectOf<ProductsEngineState>(productsFields),
    owners: (state) => [
      ...state.productHoldings.map((entry) => entry.userId),
      ...state.subscriptions.map((entry) => entry.userId),
      ...Object.keys(state.productDays),
    ],
  },
  settings: PRODUCTS_SETTINGS,
  due: (context, now) => {
    accrueProducts(context, now);
    allocateProjects(context, now);
  },
};
