import type { IdentityGateway } from '../../domain/account/identity.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';

const paths = API_PATHS.identity;

/** The identity check's submission: form-encoded, the photos as data URLs (api-paths.ts). */
export function createHttpIdentityGateway({ client }: { client: HttpClient }): IdentityGateway {
  return {
    async submit(request) {
      await client.post<unknown>(paths.submit.path, { ...request });
    },
  };
}
