import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../src/adapters/http/api-paths';
import { createHttpParameterGateway } from '../../../src/adapters/http/parameter.adapter';
import { createHarness, failureOf } from './client-harness';
import { startReferenceHarness, type ReferenceHarness } from '../../support/fixtures/reference-harness';
import { refusedUrl } from './test-server';

const paths = API_PATHS.params;
let h: ReferenceHarness;

beforeAll(async () => {
  h = await startReferenceHarness();
});
afterAll(() => h.close());
beforeEach(() => h.server.faults.clear());

describe('system parameters', () => {
  it.each(['contract_fee_rate', 'customer_service_email', 'customer_service_url'] as const)(
    'reads %s from data.valueName',
    async (name) => {
      expect(await h.gateways.params.param(name)).toBe(h.engine.param(name));
    },
  );

  it('reads the customer links', async () => {
    expect(await h.gateways.params.customerLinks()).toEqual(h.engine.customerLinks());
  });

  it('reads valueName from a one-item list too', async () => {
    const body = { code: 1, data: [{ valueName: 0.002 }] };
    h.server.faults.set(paths.param.path, { answer: { kind: 'malformed', body } });
    expect(await h.gateways.params.param('contract_fee_rate')).toBe('0.002');
  });

  it('reads a missing channel as an empty link', async () => {
    const body = { code: 1, data: { customerEmail: 'help@x.io' } };
    h.server.faults.set(paths.customer.path, { answer: { kind: 'malformed', body } });
    expect(await h.gateways.params.customerLinks()).toEqual({
      customerEmail: 'help@x.io',
      customerWs: '',
      customerTelegram: '',
    });
  });

  it.each([
    ['no valueName', { code: 1, data: {} }],
    ['an empty list', { code: 1, data: [] }],
    ['data null', { code: 1, data: null }],
  ])('rejects %s as malformed', async (_name, body) => {
    h.server.faults.set(paths.param.path, { answer: { kind: 'malformed', body } });
    expect(await failureOf(h.gateways.params.param('customer_service_url'))).toEqual({ kind: 'malformed' });
  });

  it('passes on a chosen business code, and -2 to the expiry listener', async () => {
    h.server.faults.set(paths.customer.path, { answer: { kind: 'code', code: 500, msg: 'Server busy' } });
    expect(await failureOf(h.gateways.params.customerLinks())).toEqual({
      kind: 'business',
      code: 500,
      message: 'Server busy',
    });
    h.server.faults.set(paths.customer.path, { answer: { kind: 'expired' } });
    expect(await failureOf(h.gateways.params.customerLinks())).toMatchObject({ kind: 'session-expired' });
    expect(h.expiries.at(-1)).toBe('Please login first');
  });

  it('times out when injected latency outlasts the client timeout, and not when it does not', async () => {
    h.server.faults.set(paths.customer.path, { latencyMs: 400 });
    const slow = createHttpParameterGateway(createHarness(h.server.url, 100));
    expect(await failureOf(slow.customerLinks())).toEqual({ kind: 'timeout' });
    h.server.faults.set(paths.customer.path, { latencyMs: 50 });
    await expect(h.gateways.params.customerLinks()).resolves.toEqual(h.engine.customerLinks());
  });

  it('rejects HTTP 500 and a server that is not there', async () => {
    h.server.faults.set(paths.param.path, { answer: { kind: 'status', status: 500 } });
    expect(await failureOf(h.gateways.params.param('contract_fee_rate'))).toMatchObject({ status: 500 });
    const params = createHttpParameterGateway(createHarness(await refusedUrl()));
    expect(await failureOf(params.customerLinks())).toEqual({ kind: 'network' });
  });
});
