import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PurchaseBlock,
  PurchaseProblem,
  purchaseBlock,
  purchaseProblem,
  type PurchaseContext,
} from '../../../src/domain/products/purchase-rules';
import { product, T0 } from './products.fixtures';

const context = (overrides: Partial<PurchaseContext> = {}): PurchaseContext => ({
  now: T0 + 1,
  canPurchase: true,
  verified: true,
  available: '5000',
  held: '0',
  ...overrides,
});

describe('why a product cannot be bought (said instead of a dead button)', () => {
  it.each([
    [{ opensAt: T0 + 10 }, {}, PurchaseBlock.notStarted],
    [{ closesAt: T0 }, {}, PurchaseBlock.ended],
    [{ sold: '100000' }, {}, PurchaseBlock.soldOut],
    [{}, { canPurchase: false }, PurchaseBlock.notAllowed],
    [{}, { verified: false }, PurchaseBlock.unverified],
    [{}, {}, null],
  ] as const)('%j with %j: %s', (productChange, contextChange, block) => {
    expect(purchaseBlock(product(productChange), context(contextChange))).toBe(block);
  });
});

describe('a purchase', () => {
  const ok = { amount: '500', agreed: true };
  it.each([
    [{ amount: '' }, {}, {}, PurchaseProblem.enterAmount],
    [{ amount: '99.99' }, {}, {}, PurchaseProblem.belowMinimum],
    [{ amount: '600' }, {}, { held: '9500' }, PurchaseProblem.aboveLimit],
    [{ amount: '600' }, { sold: '99500', maxPerUser: null }, {}, PurchaseProblem.aboveCapacity],
    [{ amount: '600' }, {}, { available: '599' }, PurchaseProblem.insufficient],
    [{ agreed: false }, {}, {}, PurchaseProblem.agreement],
    [{}, {}, { available: null }, null],
  ] as const)('%j of %j with %j: %s', (draftChange, productChange, contextChange, problem) => {
    expect(purchaseProblem(product(productChange), { ...ok, ...draftChange }, context(contextChange))).toBe(
      problem,
    );
  });

  it('never throws and never accepts a draft the agreement was not given for (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (amount, agreed) => {
        const problem = purchaseProblem(product(), { amount, agreed }, context());
        if (!agreed) expect(problem).not.toBeNull();
      }),
    );
  });
});
