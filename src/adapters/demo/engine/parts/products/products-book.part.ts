import type { EnginePart } from '../../engine-part';
import { objectOf } from '../../state-guards';
import { accrueProducts } from './accrual';
import { productsFields } from './products-parse';
import { PRODUCTS_SETTINGS } from './products-settings';
import type { ProductsEngineState } from './products-state';

/** The holdings and their work on the clock (interest, maturity): a book the balances part needs. */
export const productsBookPart: EnginePart = {
  name: 'products-book',
  slice: {
    fields: ['productHoldings', 'productSold', 'productDays', 'productHouse'],
    read: objectOf<ProductsEngineState>(productsFields),
    owners: (state) => [
      ...state.productHoldings.map((entry) => entry.userId),
      ...Object.keys(state.productDays),
    ],
  },
  settings: PRODUCTS_SETTINGS,
  due: accrueProducts,
};
