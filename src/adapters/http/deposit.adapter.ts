import type { DepositGateway } from '../../domain/deposit/deposit.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readPage } from './read-shape';
import { readDepositAddress, readDepositRecord } from './wallet-shapes';

const paths = API_PATHS.deposit;

export function createHttpDepositGateway({ client }: { client: HttpClient }): DepositGateway {
  return {
    async address(coin, network) {
      return readDepositAddress(
        await client.post<unknown>(paths.address.path, { coin, network }),
        coin,
        network,
      );
    },
    async records(query) {
      // SPEC section 5: empty parameters (no coin filter) are removed before sending.
      return readPage(await client.post<unknown>(paths.records.path, { ...query }), readDepositRecord);
    },
  };
}
