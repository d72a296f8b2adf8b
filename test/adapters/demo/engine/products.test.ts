import { describe, expect, it } from 'vitest';
import type { ExchangeEngine } from '../../../../src/adapters/demo/engine';
import { DAY_MS } from '../../../../src/domain/products/products';
import { expectRefusal, signUp, startEngine } from '../../../support/fixtures/engine';

function spot(engine: ExchangeEngine, token: string): string {
  return (
    engine.assets(token, 'spot').list.find((row) => row.currencyName === 'USDT')?.availableCurrency ?? '0'
  );
}

const logTypes = (engine: ExchangeEngine, token: string) =>
  engine.ledger(token, { pageNo: 1, pageSize: 100 }).list.map((entry) => [entry.type, entry.amount]);

describe('engine products', () => {
  it('lists each kind with what it has sold, public', () => {
    const { engine } = startEngine();
    expect(engine.products('finance').map((product) => product.id)).toEqual([
      'finance-usdt-7',
      'finance-usdt-30',
    ]);
    expect(engine.products('fund')[0]).toMatchObject({ payout: 'compounding', sold: '0' });
  });

  it('takes the principal from spot, counts it sold, and logs a purchase', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'p@example.com');
    const holding = engine.purchaseProduct(token, { productId: 'finance-usdt-7', amount: '1000' });
    expect(holding).toMatchObject({ status: 'Hosting', amount: '1000', interestPaid: '0', endedAt: null });
    expect(spot(engine, token)).toBe('9000');
    expect(engine.products('finance')[0]?.sold).toBe('1000');
    expect(logTypes(engine, token)[0]).toEqual(['product-purchase', '-1000']);
  });

  it('refuses with the domain texts: minimum, balance, unknown product, unverified', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'r@example.com');
    expectRefusal(
      () => engine.purchaseProduct(token, { productId: 'finance-usdt-7', amount: '5' }),
      'The amount is below the minimum',
    );
    expectRefusal(
      () => engine.purchaseProduct(token, { productId: 'finance-usdt-30', amount: '20000' }),
      'Insufficient available balance',
    );
    expectRefusal(
      () => engine.purchaseProduct(token, { productId: 'nope', amount: '50' }),
      'The product does not exist',
    );
    engine.setIdentityStatus(token, 0);
    expectRefusal(
      () => engine.purchaseProduct(token, { productId: 'fund-usdt-growth', amount: '50' }),
      'Verify your identity first',
    );
    expect(spot(engine, token)).toBe('10000');
  });

  it("refuses every purchase while the profile's canPurchase is '0', and takes them again at '1'", () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'flag@example.com');
    expect(engine.profile(token).canPurchase).toBe('1');
    engine.setPurchaseFlag(token, '0');
    expect(engine.profile(token).canPurchase).toBe('0');
    expectRefusal(
      () => engine.purchaseProduct(token, { productId: 'finance-usdt-7', amount: '50' }),
      'Purchases are not available for this account',
    );
    expect(spot(engine, token)).toBe('10000');
    expectRefusal(() => engine.setPurchaseFlag(token, 'yes'), 'The purchase flag is not supported');
    engine.setPurchaseFlag(token, '1');
    engine.purchaseProduct(token, { productId: 'finance-usdt-7', amount: '50' });
    expect(spot(engine, token)).toBe('9950');
  });

  it('pays exactly the daily rate per simulated day, then the principal at maturity (Completed)', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'd@example.com');
    engine.purchaseProduct(token, { productId: 'finance-usdt-7', amount: '1000' });
    engine.advanceProductDays(token, 1);
    expect(spot(engine, token)).toBe('9000.5');
    engine.advanceProductDays(token, 3);
    expect(spot(engine, token)).toBe('9002');
    engine.advanceProductDays(token, 10);
    expect(spot(engine, token)).toBe('10003.5');
    const [held] = engine.productHoldings(token, 'finance', { pageNo: 1, pageSize: 10 }).list;
    expect(held).toMatchObject({ status: 'Completed', interestPaid: '3.5' });
    expect(logTypes(engine, token).slice(0, 2)).toEqual([
      ['product-redeem', '1000'],
      ['product-interest', '1.5'],
    ]);
  });

  it('accrues on the engine clock too, and the product clock moves only for its user', () => {
    const { engine, clock } = startEngine();
    const ann = signUp(engine, 'ann@example.com');
    const ben = signUp(engine, 'ben@example.com');
    engine.purchaseProduct(ann.token, { productId: 'finance-usdt-7', amount: '1000' });
    engine.purchaseProduct(ben.token, { productId: 'finance-usdt-7', amount: '1000' });
    engine.advanceProductDays(ann.token, 2);
    expect([spot(engine, ann.token), spot(engine, ben.token)]).toEqual(['9001', '9000']);
    clock.advance(DAY_MS);
    expect([spot(engine, ann.token), spot(engine, ben.token)]).toEqual(['9001.5', '9000.5']);
  });

  it('redeems early on the stated terms: the fee and the interest taken back', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'e@example.com');
    const holding = engine.purchaseProduct(token, { productId: 'finance-usdt-7', amount: '1000' });
    engine.advanceProductDays(token, 2);
    // 1 USDT interest paid; leaving early costs 0.5 % (5) and the 1 paid: 994 back.
    expect(engine.redeemProduct(token, holding.id)).toMatchObject({ status: 'Completed' });
    expect(spot(engine, token)).toBe('9995');
    expect(engine.products('finance')[0]?.sold).toBe('0');
    expectRefusal(() => engine.redeemProduct(token, holding.id), 'This holding cannot be redeemed now');
  });

  it('a pool waits To Be Redeemed at maturity; a locked product without early exit refuses', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'm@example.com');
    const pool = engine.purchaseProduct(token, { productId: 'pool-usdt-15', amount: '100' });
    const locked = engine.purchaseProduct(token, { productId: 'finance-usdt-30', amount: '100' });
    expectRefusal(() => engine.redeemProduct(token, locked.id), 'This holding cannot be redeemed now');
    engine.advanceProductDays(token, 15);
    const pools = engine.productHoldings(token, 'pool', { pageNo: 1, pageSize: 10 }).list;
    expect(pools[0]).toMatchObject({ status: 'To Be Redeemed', interestPaid: '1.5' });
    engine.redeemProduct(token, pool.id);
    expect(spot(engine, token)).toBe(String(10000 - 200 + 1.5 + 1.2 + 100));
  });

  it('a fund compounds and pays its value on redemption', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'f@example.com');
    const fund = engine.purchaseProduct(token, { productId: 'fund-usdt-growth', amount: '1000' });
    engine.advanceProductDays(token, 2);
    expect(spot(engine, token)).toBe('9000');
    expect(engine.redeemProduct(token, fund.id)).toMatchObject({ status: 'Redeemed' });
    // 1000 * (1.0003^2 - 1) = 0.60009
    expect(spot(engine, token)).toBe('10000.60009');
  });
});
