import type { AuthenticatorGateway } from '../../domain/account/authenticator.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readList, readRecord, readText } from './read-shape';

const paths = API_PATHS.authenticator;

/** The authenticator binding (api-paths.ts `authenticator`, assumed paths). */
export function createHttpAuthenticatorGateway({ client }: { client: HttpClient }): AuthenticatorGateway {
  return {
    async start() {
      const data = readRecord(await client.post<unknown>(paths.start.path, {}));
      return { secret: readText(data.secret), uri: readText(data.uri) };
    },
    async confirm(code) {
      return readList(await client.post<unknown>(paths.confirm.path, { code }), readText);
    },
  };
}
