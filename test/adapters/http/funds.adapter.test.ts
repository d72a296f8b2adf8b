import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../src/adapters/http/api-paths';
import { createHttpDemoFundsGateway } from '../../../src/adapters/http/demo-funds.adapter';
import { createHttpTransferGateway } from '../../../src/adapters/http/transfer.adapter';
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
  token = signUp(h.engine, `funds${(users += 1)}@example.com`).token;
  h.setToken(token);
});

const usdt = (book: 'contract' | 'demo') =>
  h.engine.assets(token, book).list.find((row) => row.currencyName === 'USDT')?.availableCurrency;

describe('transfer into the contract account', () => {
  it('moves the amount from spot to the contract account', async () => {
    await h.gateways.transfer.transfer({ amount: '250.5', currency: 'USDT', type: 1 });
    expect(usdt('contract')).toBe('250.5');
  });

  it('passes on a refusal with the server message', async () => {
    expect(
      await failureOf(h.gateways.transfer.transfer({ amount: '999999', currency: 'USDT', type: 1 })),
    ).toEqual({
      kind: 'business',
      code: 0,
      message: 'Insufficient available balance',
    });
  });

  it('answers -2 without a session, HTTP 500 and network failures', async () => {
    h.setToken(null);
    const request = { amount: '1', currency: 'USDT', type: 1 };
    expect(await failureOf(h.gateways.transfer.transfer(request))).toMatchObject({ kind: 'session-expired' });
    expect(h.expiries.at(-1)).toBe('Please login first');
    h.server.faults.set(API_PATHS.contract.transfer.path, { answer: { kind: 'status', status: 500 } });
    expect(await failureOf(h.gateways.transfer.transfer(request))).toMatchObject({ status: 500 });
    const transfer = createHttpTransferGateway(createHarness(await refusedUrl()));
    expect(await failureOf(transfer.transfer(request))).toEqual({ kind: 'network' });
  });

  it('rejects an answer that is not an envelope as malformed', async () => {
    h.server.faults.set(API_PATHS.contract.transfer.path, {
      answer: { kind: 'malformed', body: { ok: true } },
    });
    expect(await failureOf(h.gateways.transfer.transfer({ amount: '1', currency: 'USDT', type: 1 }))).toEqual(
      {
        kind: 'malformed',
      },
    );
  });
});

describe('demo funds', () => {
  const paths = API_PATHS.demoContract;

  it('reads the add-funds amounts, the first being the default', async () => {
    expect(await h.gateways.demoFunds.assetsConfig()).toEqual(h.engine.demoAssetsConfig());
  });

  it('adds funds to the demo account', async () => {
    const before = usdt('demo') ?? '';
    await h.gateways.demoFunds.addAmount('50000');
    expect(Number(usdt('demo'))).toBe(Number(before) + 50000);
  });

  it('passes on an amount the server does not offer', async () => {
    expect(await failureOf(h.gateways.demoFunds.addAmount('99999999'))).toMatchObject({
      kind: 'business',
      message: 'The amount is not supported',
    });
  });

  it('reads amounts sent as numbers or as rows', async () => {
    const body = { code: 1, data: [1000, { amount: '5000' }] };
    h.server.faults.set(paths.assetsConfig.path, { answer: { kind: 'malformed', body } });
    expect(await h.gateways.demoFunds.assetsConfig()).toEqual(['1000', '5000']);
  });

  it.each([
    ['not a list', { code: 1, data: '1000' }],
    ['an amount that is not a number', { code: 1, data: ['lots'] }],
  ])('rejects a config that is %s as malformed', async (_name, body) => {
    h.server.faults.set(paths.assetsConfig.path, { answer: { kind: 'malformed', body } });
    expect(await failureOf(h.gateways.demoFunds.assetsConfig())).toEqual({ kind: 'malformed' });
  });

  it('answers -2 without a session and network failures', async () => {
    h.setToken(null);
    expect(await failureOf(h.gateways.demoFunds.addAmount('10000'))).toMatchObject({
      kind: 'session-expired',
    });
    const funds = createHttpDemoFundsGateway(createHarness(await refusedUrl()));
    expect(await failureOf(funds.assetsConfig())).toEqual({ kind: 'network' });
  });
});
