import type { ParameterGateway } from '../../domain/user/user.port';
import { pathsOf } from './api-paths';
import type { HttpClient } from './http-client';
import { readList, readOptionalText, readRecord, readText } from './read-shape';

const paths = pathsOf('params');

/**
 * SPEC section 7 reads data.valueName. The path's name says "list", so a one-item list is
 * read as well as the object itself.
 */
export function readValueName(data: unknown): string {
  const entry = Array.isArray(data) ? readList(data, readRecord)[0] : readRecord(data);
  return entry ? readText(entry.valueName) : readText(undefined);
}

export function createHttpParameterGateway({ client }: { client: HttpClient }): ParameterGateway {
  return {
    async param(name) {
      return readValueName(await client.get<unknown>(paths.param.path, { paramName: name }));
    },
    async customerLinks() {
      const data = readRecord(await client.get<unknown>(paths.customer.path));
      // A server without one of the channels leaves it out: the app hides that link.
      return {
        customerEmail: readOptionalText(data.customerEmail),
        customerWs: readOptionalText(data.customerWs),
        customerTelegram: readOptionalText(data.customerTelegram),
      };
    },
  };
}
