import { describe, expect, it } from 'vitest';
import {
  createHttpContractGateway,
  createHttpDemoContractGateway,
} from '../../../src/adapters/http/contract.adapter';
import type { HttpClient } from '../../../src/adapters/http/http-client';
import { EntryStatus } from '../../../src/domain/contract/contract';

/** A client that records each POST body and answers an empty page. */
function recordingClient() {
  const bodies: Record<string, unknown>[] = [];
  const client = {
    post: (_path: string, body: Record<string, unknown>) => {
      bodies.push(body);
      return Promise.resolve({ list: [], sum: 0 });
    },
  } as unknown as HttpClient;
  return { client, bodies };
}

describe.each([
  ['real', createHttpContractGateway],
  ['demo', createHttpDemoContractGateway],
] as const)('the %s contract account asks with every field SPEC section 3 lists', (_name, create) => {
  it('order list query: pageNo, pageSize, entryStatus, baseCoin, quoteCoin (empty for every pair)', async () => {
    const { client, bodies } = recordingClient();
    const gateway = create({ client });
    await gateway.orders({ pageNo: 1, pageSize: 10, entryStatus: EntryStatus.holding });
    await gateway.orders({
      pageNo: 2,
      pageSize: 10,
      entryStatus: EntryStatus.holding,
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
    });
    expect(bodies).toEqual([
      { pageNo: 1, pageSize: 10, entryStatus: EntryStatus.holding, baseCoin: '', quoteCoin: '' },
      { pageNo: 2, pageSize: 10, entryStatus: EntryStatus.holding, baseCoin: 'BTC', quoteCoin: 'USDT' },
    ]);
  });

  it('asset record query: currency, pageNo, pageSize, tradeType (empty for all)', async () => {
    const { client, bodies } = recordingClient();
    await create({ client }).assetRecords({ pageNo: 1, pageSize: 10 });
    expect(bodies).toEqual([{ currency: '', pageNo: 1, pageSize: 10, tradeType: '' }]);
  });
});
