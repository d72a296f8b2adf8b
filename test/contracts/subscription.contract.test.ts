import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectPhase, SubscribeProblem } from '../../src/domain/products/subscription';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';
import { failure, spotAvailable } from './support/gateway-failure';

/** Demo mode's control, or in http mode what the reference server's /__control/product-days does. */
async function advanceDays(backend: ContractBackend, token: string, days: number): Promise<void> {
  const control = backend.gateways.productDays;
  if (control) await control.advanceDays(days);
  else backend.engine.advanceProductDays(token, days);
}

describe.each(BACKENDS)('subscription gateway (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('lists the projects publicly: one open, one to come, one closed and allocated', async () => {
    backend.setToken(null);
    const { subscription } = backend.gateways;
    const projects = await subscription.projects();
    const now = backend.clock.now();
    const phase = (id: string) => {
      const project = projects.find((candidate) => candidate.id === id);
      return project ? projectPhase(project, now) : 'missing';
    };
    expect([phase('nova'), phase('orbit'), phase('atlas')]).toEqual(['open', 'upcoming', 'ended']);
    const nova = await subscription.project('nova');
    expect(nova).toMatchObject({ coin: 'NOVA', price: '0.5', totalSupply: '1000000', minPerUser: '10' });
    expect((await subscription.project('atlas')).allocatedAt).not.toBeNull();
  });

  it('refuses with the domain text and moves nothing', async () => {
    await signUp(backend, 'refused@example.com');
    const { subscription, products } = backend.gateways;
    const refused = async (projectId: string, amount: string) =>
      (await failure(subscription.subscribe({ projectId, amount }))).message;
    expect(await refused('nova', '5')).toBe(SubscribeProblem.belowMinimum);
    expect(await refused('nova', '5000.01')).toBe(SubscribeProblem.aboveMaximum);
    expect(await refused('orbit', '100')).toBe(SubscribeProblem.notOpen);
    expect(await refused('atlas', '100')).toBe(SubscribeProblem.notOpen);
    await products.purchase({ productId: 'finance-usdt-7', amount: '9000' });
    expect(await refused('nova', '2000')).toBe(SubscribeProblem.insufficient);
    expectSameDecimal(await spotAvailable(backend, 'USDT'), '1000');
    expect((await subscription.subscriptions({ pageNo: 1, pageSize: 10 })).sum).toBe(0);
  });

  it('commits from spot, then allocates at the end: in full, or pro rata with the rest refunded', async () => {
    const { token } = await signUp(backend, 'alloc@example.com');
    const { subscription, ledger } = backend.gateways;
    const full = await subscription.subscribe({ projectId: 'nova', amount: '1000' });
    expect(full).toMatchObject({ status: 'Pending', amount: '1000', allocated: null, refunded: null });
    // Lumen's supply is worth 2000 USDT; 1000 from others and 3000 from us oversubscribe it.
    await subscription.subscribe({ projectId: 'lumen', amount: '3000' });
    expectSameDecimal(await spotAvailable(backend, 'USDT'), '6000');
    await advanceDays(backend, token, 4);
    const page = await subscription.subscriptions({ pageNo: 1, pageSize: 10 });
    expect(page.list.map(({ projectId, status }) => [projectId, status])).toEqual([
      ['lumen', 'Allocated'],
      ['nova', 'Allocated'],
    ]);
    // 1000 / 0.5 = 2000 NOVA; Lumen: 3000 / 4000 of 1000 coins = 750 at 2 = 1500, 1500 back.
    expect(page.list[1]).toMatchObject({ allocated: '2000', refunded: '0' });
    expect(page.list[0]).toMatchObject({ allocated: '750', refunded: '1500' });
    expectSameDecimal(await spotAvailable(backend, 'NOVA'), '2000');
    expectSameDecimal(await spotAvailable(backend, 'LUMEN'), '750');
    expectSameDecimal(await spotAvailable(backend, 'USDT'), '7500');
    const log = await ledger.entries({ type: '', currency: '', pageNo: 1, pageSize: 10 });
    expect(log.list.map((entry) => entry.type).slice(0, 5)).toEqual([
      'subscription-refund',
      'subscription-allocated',
      'subscription-allocated',
      'subscription-paid',
      'subscription-paid',
    ]);
    expect((await subscription.project('nova')).allocatedAt).not.toBeNull();
    expect(await failure(subscription.subscribe({ projectId: 'nova', amount: '100' }))).toMatchObject({
      message: SubscribeProblem.notOpen,
    });
  });
});
