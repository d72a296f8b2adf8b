import { expect } from 'vitest';
import { add, cmp, sub } from '../../../../../src/domain/precision';
import type { Holding, ProductKind } from '../../../../../src/domain/products/products';
import { redemptionTerms } from '../../../../../src/domain/products/redemption';
import { SubscribeProblem } from '../../../../../src/domain/products/subscription';
import { available, command, settings, signedIn } from './model-command';
import type { Command } from './model-command';
import { expectOk, onBoth } from './model-world';
import type { Model, Real } from './model-world';

const REFUSALS: readonly string[] = [
  'The amount is below the minimum',
  'The amount is above what you may hold',
  'The amount is above what is left',
  'Insufficient available balance',
];

const tokenOf = (model: Model, user: number) => model.users[user]?.token ?? '';

/** Buys a product: the principal leaves spot exactly, or a domain refusal moves nothing. */
export const buyProduct = (user: number, productId: string, amount: string): Command =>
  command(`buyProduct(${user}, ${productId}, ${amount})`, signedIn(user), (model, real) => {
    const before = available(real, user, 'spot', 'USDT');
    const outcome = onBoth(real, (engine) =>
      engine.purchaseProduct(tokenOf(model, user), { productId, amount }),
    );
    if (!outcome.ok) {
      expect(REFUSALS).toContain(outcome.msg);
      expect(available(real, user, 'spot', 'USDT')).toBe(before);
      return;
    }
    expect(cmp(available(real, user, 'spot', 'USDT'), sub(before, outcome.value.amount))).toBe(0);
  });

const SUBSCRIBE_REFUSALS: readonly string[] = Object.values(SubscribeProblem);

/** Commits to a project: the USDT leaves spot exactly, or a domain refusal moves nothing. */
export const subscribeProject = (user: number, projectId: string, amount: string): Command =>
  command(`subscribeProject(${user}, ${projectId}, ${amount})`, signedIn(user), (model, real) => {
    const before = available(real, user, 'spot', 'USDT');
    const outcome = onBoth(real, (engine) =>
      engine.subscribeProject(tokenOf(model, user), { projectId, amount }),
    );
    if (!outcome.ok) {
      expect(SUBSCRIBE_REFUSALS).toContain(outcome.msg);
      expect(available(real, user, 'spot', 'USDT')).toBe(before);
      return;
    }
    expect(cmp(available(real, user, 'spot', 'USDT'), sub(before, outcome.value.amount))).toBe(0);
  });

/**
 * Moves the user's product clock: each running daily holding is paid what its days earn, and
 * a project whose end it passes is allocated.
 */
export const advanceDays = (user: number, days: number): Command =>
  command(`advanceProductDays(${user}, ${days})`, signedIn(user), (model, real) => {
    expectOk(onBoth(real, (engine) => engine.advanceProductDays(tokenOf(model, user), days)));
  });

/** The user's holdings as listed now (the listing runs the due work, on the replica too). */
function holdingsOf(model: Model, real: Real, user: number): Holding[] {
  const kinds: ProductKind[] = ['finance', 'pool', 'fund'];
  const query = { pageNo: 1, pageSize: 100 };
  return kinds.flatMap(
    (kind) =>
      expectOk(onBoth(real, (engine) => engine.productHoldings(tokenOf(model, user), kind, query))).list,
  );
}

/** Redeems the user's newest open holding: exactly the stated terms reach spot, or it is refused. */
export const redeemProduct = (user: number): Command =>
  command(`redeemProduct(${user})`, signedIn(user), (model, real) => {
    const holding = holdingsOf(model, real, user).find((entry) => entry.endedAt === null);
    if (!holding) return;
    const offer = settings.products.find((entry) => entry.id === holding.productId);
    // Listed holdings are on server time (the days the user advanced moved them back).
    const terms = offer ? redemptionTerms(holding, offer.early, real.clock.now()) : null;
    const before = available(real, user, 'spot', holding.coin);
    const outcome = onBoth(real, (engine) => engine.redeemProduct(tokenOf(model, user), holding.id));
    if (terms === null) {
      expect(outcome).toMatchObject({ ok: false, msg: 'This holding cannot be redeemed now' });
      return;
    }
    expect(expectOk(outcome).endedAt).not.toBeNull();
    expect(cmp(available(real, user, 'spot', holding.coin), add(before, terms.receive))).toBe(0);
  });
