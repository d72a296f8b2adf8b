import type { WithdrawGateway } from '../../domain/withdraw/withdraw.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readList, readPage, readText } from './read-shape';
import { readWithdrawal, readWithdrawConfig, readWithdrawGuard } from './wallet-shapes';

const paths = API_PATHS.withdraw;

export function createHttpWithdrawGateway({ client }: { client: HttpClient }): WithdrawGateway {
  return {
    async config() {
      return readList(await client.post<unknown>(paths.config.path), readWithdrawConfig);
    },
    async guard() {
      return readWithdrawGuard(await client.post<unknown>(paths.guard.path));
    },
    async setWhitelistOnly({ on, code }) {
      await client.post<unknown>(paths.whitelist.path, { whitelistOnly: on ? 1 : 0, code });
    },
    async withdraw(request, once) {
      return readWithdrawal(await client.post<unknown>(paths.apply.path, { ...request, ...once }));
    },
    async records(query) {
      return readPage(await client.post<unknown>(paths.records.path, { ...query }), readWithdrawal);
    },
    async pastAddresses() {
      return readList(await client.post<unknown>(paths.pastAddresses.path), readText);
    },
    async cancel(id) {
      await client.post<unknown>(paths.cancel.path, { id });
    },
  };
}
