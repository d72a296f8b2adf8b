import type { SpotAccountGateway } from '../../domain/wallet/spot-account.port';
import { API_PATHS } from './api-paths';
import { readBalance } from './contract-shapes';
import type { HttpClient } from './http-client';
import { readList } from './read-shape';

/** The spot account's balances: rows shaped like the contract asset list (SPEC section 3). */
export function createHttpSpotAccountGateway({ client }: { client: HttpClient }): SpotAccountGateway {
  return {
    async balances() {
      return readList(await client.post<unknown>(API_PATHS.wallet.spotAccount.path), readBalance);
    },
  };
}
