import type { ContractGateway } from '../../domain/contract/contract.port';
import { API_PATHS, type ApiPath } from './api-paths';
import { readAssetRecord, readAssets, readDurations, readFeeRate, readOrderPage } from './contract-shapes';
import type { HttpClient } from './http-client';
import { readPage } from './read-shape';

/** The calls one contract account is reached through. */
interface ContractPaths {
  durationConfig: ApiPath;
  createOrder: ApiPath;
  assets: ApiPath;
  assetRecords: ApiPath;
  orders: ApiPath;
}

function createGateway(client: HttpClient, paths: ContractPaths): ContractGateway {
  // The duration list of the real account is a GET parameter call; the demo's is a POST.
  const durations = (path: ApiPath) =>
    path.method === 'GET' ? client.get<unknown>(path.path) : client.post<unknown>(path.path);
  return {
    async durationConfig() {
      return readDurations(await durations(paths.durationConfig));
    },
    async feeRate() {
      // Both accounts charge the one system parameter (SPEC section 9).
      const data = await client.get<unknown>(API_PATHS.params.param.path, { paramName: 'contract_fee_rate' });
      return readFeeRate(data);
    },
    async createOrder(order, once) {
      await client.post<unknown>(paths.createOrder.path, { ...order, ...once });
    },
    async orders(query) {
      // Every field SPEC section 3 lists for the query, empty for "all": a real backend may
      // refuse a query without them.
      const { baseCoin = '', quoteCoin = '' } = query;
      return readOrderPage(await client.post<unknown>(paths.orders.path, { ...query, baseCoin, quoteCoin }));
    },
    async assets() {
      const { data, msg } = await client.postEnvelope(paths.assets.path);
      return readAssets(data, msg);
    },
    async assetRecords(query) {
      // SPEC section 3's asset record query, every field of it: currency and tradeType empty for "all".
      const { currency = '', tradeType = '' } = query;
      const body = { ...query, currency, tradeType };
      return readPage(await client.post<unknown>(paths.assetRecords.path, body), readAssetRecord);
    },
  };
}

/** The real seconds-contract account (/contract/...). */
export function createHttpContractGateway({ client }: { client: HttpClient }): ContractGateway {
  return createGateway(client, API_PATHS.contract);
}

/** The demo account (/contract/app/virtual/...): same rows, its own calls. */
export function createHttpDemoContractGateway({ client }: { client: HttpClient }): ContractGateway {
  return createGateway(client, API_PATHS.demoContract);
}
