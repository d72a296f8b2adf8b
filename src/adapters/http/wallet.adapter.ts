import type { SpotAssetsGateway } from '../../domain/wallet/wallet.port';
import { API_PATHS } from './api-paths';
import { readBalance } from './contract-shapes';
import type { HttpClient } from './http-client';
import { readList } from './read-shape';

/** The spot account's balances: rows shaped like the contract asset list (SPEC section 3). */
export function createHttpSpotAssetsGateway({ client }: { client: HttpClient }): SpotAssetsGateway {
  return {
    async assets() {
      return readList(await client.post<unknown>(API_PATHS.wallet.spotAssets.path), readBalance);
    },
  };
}
