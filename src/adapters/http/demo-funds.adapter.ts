import type { DemoFundsGateway } from '../../domain/contract/contract.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readDecimal, readList, readRecord } from './read-shape';
import { isRecord } from './response-body';

const paths = API_PATHS.demoContract;

/** An amount of the config list: a number, a decimal string, or a row holding `amount`. */
function readConfigAmount(value: unknown): string {
  return readDecimal(isRecord(value) ? readRecord(value).amount : value);
}

export function createHttpDemoFundsGateway({ client }: { client: HttpClient }): DemoFundsGateway {
  return {
    async assetsConfig() {
      return readList(await client.post<unknown>(paths.assetsConfig.path), readConfigAmount);
    },
    async addAmount(amount, once) {
      // Success is code 1 with msg 'Add Success' (SPEC section 7); failures reject with msg.
      await client.post<unknown>(paths.addAmount.path, { amount, ...once });
    },
  };
}
