import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../src/adapters/http/api-paths';
import { createHttpContractGateway } from '../../../src/adapters/http/contract.adapter';
import { EntryStatus, TradeType } from '../../../src/domain/contract/contract';
import { signUp } from '../../support/fixtures/engine';
import { createHarness, failureOf } from './client-harness';
import { startReferenceHarness, type ReferenceHarness } from '../../support/fixtures/reference-harness';
import { refusedUrl } from './test-server';

let h: ReferenceHarness;
let token: string;
let users = 0;

beforeAll(async () => {
  h = await startReferenceHarness();
});
afterAll(() => h.close());
beforeEach(() => {
  h.server.faults.clear();
  token = signUp(h.engine, `trader${(users += 1)}@example.com`).token;
  h.setToken(token);
});

const order = {
  openAmount: '20',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  positionTime: 30,
  tradeType: TradeType.up,
};

describe.each([
  { name: 'real', book: 'contract', paths: API_PATHS.contract },
  { name: 'demo', book: 'demo', paths: API_PATHS.demoContract },
] as const)('the $name contract account', ({ name, book, paths }) => {
  const gateway = () => (name === 'real' ? h.gateways.contract : h.gateways.demoContract);
  const fund = () => {
    if (book === 'contract') h.engine.transfer(token, { amount: '1000', currency: 'USDT', type: 1 });
  };

  it('reads the duration config and the fee rate', async () => {
    expect(await gateway().durationConfig()).toEqual(h.engine.durationConfig(book));
    expect(await gateway().feeRate()).toBe('0.001');
  });

  it('opens an order and lists it as holding, then settled after its time', async () => {
    fund();
    await gateway().createOrder(order);
    const holding = await gateway().orders({ pageNo: 1, pageSize: 10, entryStatus: EntryStatus.holding });
    expect(holding).toEqual(h.engine.orders(token, book, { pageNo: 1, pageSize: 10, entryStatus: 0 }));
    expect(holding.list).toHaveLength(1);
    expect(holding.list[0]).toMatchObject({ ...order, entryStatus: 0, settlementPrice: null, payout: null });
    h.clock.advance(31_000);
    // Settled: won or tied (1) or lost (2), each listed only when asked for by name.
    const settled = await Promise.all(
      [EntryStatus.completed, EntryStatus.liquidated].map((entryStatus) =>
        gateway().orders({ pageNo: 1, pageSize: 10, entryStatus }),
      ),
    );
    const [ended] = settled.flatMap((page) => page.list);
    expect(ended?.entryStatus).not.toBe(EntryStatus.holding);
    expect(ended?.settlementPrice).toMatch(/^\d+(\.\d+)?$/);
  });

  it('reads the assets, with the win rate from msg once an order has settled', async () => {
    fund();
    expect(await gateway().assets()).toEqual({ list: h.engine.assets(token, book).list, rate: null });
    await gateway().createOrder(order);
    h.clock.advance(31_000);
    const { rate } = await gateway().assets();
    expect(rate).toBe(h.engine.assets(token, book).rate);
    expect(rate).toMatch(/^\d+(\.\d+)?%$/);
  });

  it('reads asset records, filtered by currency', async () => {
    fund();
    await gateway().createOrder(order);
    const query = { currency: 'USDT', pageNo: 1, pageSize: 10 };
    const records = await gateway().assetRecords(query);
    expect(records).toEqual(h.engine.assetRecords(token, book, query));
    expect(records.sum).toBeGreaterThan(0);
  });

  it('passes on a refused order with the server message', async () => {
    fund();
    expect(await failureOf(gateway().createOrder({ ...order, openAmount: '0.5' }))).toEqual({
      kind: 'business',
      code: 0,
      message: 'The number of inputs is less than the minimum limit',
    });
  });

  it('answers -2 without a session and tells the expiry listener', async () => {
    h.setToken('not-a-token');
    expect(await failureOf(gateway().assets())).toEqual({
      kind: 'session-expired',
      message: 'Please login first',
    });
    expect(h.expiries.at(-1)).toBe('Please login first');
  });

  it("reads the rate from a msg such as 'win rate 56.25%', numbers as decimal strings", async () => {
    const body = {
      code: 1,
      msg: 'win rate 56.25%',
      data: [{ currencyName: 'USDT', availableCurrency: 10.5 }],
    };
    h.server.faults.set(paths.assets.path, { answer: { kind: 'malformed', body } });
    expect(await gateway().assets()).toEqual({
      list: [{ currencyName: 'USDT', availableCurrency: '10.5', frozenCurrency: '0' }],
      rate: '56.25%',
    });
  });

  it.each([
    [
      'an order with an unknown entryStatus',
      'orders',
      { list: [{ ...order, id: 1, entryStatus: 7 }], sum: 1 },
    ],
    ['an asset list that is an object', 'assets', { list: [] }],
    ['a duration without incomeRate', 'durationConfig', [{ second: 30, openAmountMin: '1' }]],
    [
      'a record with a text amount',
      'assetRecords',
      { list: [{ id: 1, currency: 'USDT', amount: 'lots' }], sum: 1 },
    ],
  ] as const)('rejects %s as malformed', async (_name, call, data) => {
    h.server.faults.set(paths[call].path, { answer: { kind: 'malformed', body: { code: 1, data } } });
    const calls = {
      orders: () => gateway().orders({ pageNo: 1, pageSize: 10 }),
      assets: () => gateway().assets(),
      durationConfig: () => gateway().durationConfig(),
      assetRecords: () => gateway().assetRecords({ pageNo: 1, pageSize: 10 }),
    };
    expect(await failureOf(calls[call]())).toEqual({ kind: 'malformed' });
  });
});

describe('the fee rate', () => {
  it.each([
    ['abc', '0'],
    ['', '0'],
    [0.002, '0.002'],
    [' 0.003 ', '0.003'],
  ])("reads the valueName %j as '%s'", async (valueName, expected) => {
    const body = { code: 1, data: { valueName } };
    h.server.faults.set(API_PATHS.params.param.path, { answer: { kind: 'malformed', body } });
    expect(await h.gateways.contract.feeRate()).toBe(expected);
  });

  it('rejects HTTP 500 and a server that is not there', async () => {
    h.server.faults.set(API_PATHS.params.param.path, { answer: { kind: 'status', status: 500 } });
    expect(await failureOf(h.gateways.demoContract.feeRate())).toMatchObject({
      kind: 'http-status',
      status: 500,
    });
    const contract = createHttpContractGateway(createHarness(await refusedUrl()));
    expect(await failureOf(contract.durationConfig())).toEqual({ kind: 'network' });
  });
});
