import type { ProductsGateway } from '../../domain/products/products.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readHolding, readProduct } from './products-shapes';
import { readList, readPage } from './read-shape';

const paths = API_PATHS.products;

/** Http mode's yield products (all paths assumed). */
export function createHttpProductsGateway({ client }: { client: HttpClient }): ProductsGateway {
  return {
    async products(kind) {
      return readList(await client.post<unknown>(paths.list.path, { kind }), readProduct);
    },
    async purchase(request, once) {
      return readHolding(await client.post<unknown>(paths.purchase.path, { ...request, ...once }));
    },
    async holdings(kind, query) {
      return readPage(await client.post<unknown>(paths.holdings.path, { kind, ...query }), readHolding);
    },
    async redeem(holdingId, once) {
      return readHolding(await client.post<unknown>(paths.redeem.path, { holdingId, ...once }));
    },
  };
}
