import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PurchaseProblem } from '../../src/domain/products/purchase-rules';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal } from './support/decimal';
import { failure, spotAvailable } from './support/gateway-failure';

const spot = (backend: ContractBackend) => spotAvailable(backend, 'USDT');

/** Demo mode's control, or in http mode what the reference server's /__control/product-days does. */
async function advanceDays(backend: ContractBackend, token: string, days: number): Promise<void> {
  const control = backend.gateways.productDays;
  if (control) await control.advanceDays(days);
  else backend.engine.advanceProductDays(token, days);
}

describe.each(BACKENDS)('products gateway (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
  });
  afterEach(() => backend.close());

  it('lists each kind publicly, with its terms', async () => {
    backend.setToken(null);
    const finance = await backend.gateways.products.products('finance');
    expect(finance.map((product) => product.id)).toEqual(['finance-usdt-7', 'finance-usdt-30']);
    expect(finance[0]).toMatchObject({ kind: 'finance', coin: 'USDT', dailyRate: '0.0005', termDays: 7 });
    expect(finance[0]?.early).toEqual({ allowed: true, feeRate: '0.005', forfeitsInterest: true });
    const [fund] = await backend.gateways.products.products('fund');
    expect(fund).toMatchObject({ payout: 'compounding', termDays: 0 });
  });

  it('buys from spot, pays the daily rate per simulated day, and lists the holding', async () => {
    const { token } = await signUp(backend, 'buy@example.com');
    const { products } = backend.gateways;
    const holding = await products.purchase({ productId: 'finance-usdt-7', amount: '1000' });
    expect(holding).toMatchObject({ status: 'Hosting', amount: '1000', interestPaid: '0', endedAt: null });
    expectSameDecimal(await spot(backend), '9000');
    await advanceDays(backend, token, 2);
    expectSameDecimal(await spot(backend), '9001');
    const page = await products.holdings('finance', { pageNo: 1, pageSize: 10 });
    expect(page.sum).toBe(1);
    expect(page.list[0]).toMatchObject({ id: holding.id, status: 'Hosting', interestPaid: '1' });
  });

  it('refuses with the domain text and moves nothing', async () => {
    await signUp(backend, 'low@example.com');
    const error = await failure(
      backend.gateways.products.purchase({ productId: 'finance-usdt-7', amount: '1' }),
    );
    expect(error.message).toBe(PurchaseProblem.belowMinimum);
    expectSameDecimal(await spot(backend), '10000');
  });

  it('redeems a pool early on its terms, and a fund at its value', async () => {
    const { token } = await signUp(backend, 'out@example.com');
    const { products } = backend.gateways;
    const pool = await products.purchase({ productId: 'pool-usdt-15', amount: '1000' });
    const fund = await products.purchase({ productId: 'fund-usdt-growth', amount: '1000' });
    await advanceDays(backend, token, 1);
    // The pool paid 1; leaving early costs 1 % (10) and the 1 paid: 989 back.
    expect(await products.redeem(pool.id)).toMatchObject({ status: 'Redeemed' });
    expectSameDecimal(await spot(backend), '8990');
    expect(await products.redeem(fund.id)).toMatchObject({ status: 'Redeemed' });
    expectSameDecimal(await spot(backend), '9990.3');
    const ledger = await backend.gateways.ledger.entries({ type: '', currency: '', pageNo: 1, pageSize: 10 });
    expect(ledger.list.map((entry) => entry.type).slice(0, 3)).toEqual([
      'product-redeem',
      'product-redeem',
      'product-interest',
    ]);
  });
});
