import type { ContractTransferGateway } from '../../domain/contract/contract.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';

/** SPEC section 7: /contract/transfer {amount, currency, type}; success is the envelope's code 1. */
export function createHttpTransferGateway({ client }: { client: HttpClient }): ContractTransferGateway {
  return {
    async transfer(request, once) {
      await client.post<unknown>(API_PATHS.contract.transfer.path, { ...request, ...once });
    },
  };
}
