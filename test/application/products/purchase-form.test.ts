import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectRefusals } from '../../../src/application/shared/form.selectors';
import { createDraftStore, keptDraft } from '../../../src/application/shared/draft-store';
import {
  createPurchaseForm,
  NO_PURCHASE_TERMS,
  type PurchaseTerms,
} from '../../../src/application/products/purchase-form';
import { PRODUCTS_SETTINGS } from '../../../src/adapters/demo/engine/parts/products/products-settings';
import type { PurchaseRequest } from '../../../src/domain/products/products.port';
import type { Holding, YieldProduct } from '../../../src/domain/products/products';

// The engine's 7-day finance offer, its cap and capacity made small enough to reach.
const PRODUCT: YieldProduct = {
  ...(PRODUCTS_SETTINGS.products[0] as Omit<YieldProduct, 'sold'>),
  maxPerUser: null,
  capacity: '1000',
  sold: '0',
};

const TERMS: PurchaseTerms = { ...NO_PURCHASE_TERMS, product: PRODUCT, available: '500', now: () => 1_000 };

function start(terms: PurchaseTerms = TERMS, store = createDraftStore()) {
  const sent: PurchaseRequest[] = [];
  const machine = provideForm(createPurchaseForm(), {
    send: async (request) => {
      sent.push(request);
      return {} as Holding;
    },
  });
  const actor = createActor(machine, { input: { terms, ...keptDraft(store, 'purchase') } }).start();
  return { actor, sent };
}

describe('the purchase form (its rules only)', () => {
  it('refuses without the agreement, on the agreement field, and sends nothing', () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { amount: '100' } });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { problem: 'Please agree to the agreement first', fields: ['agreed'] },
    ]);
    expect(sent).toEqual([]);
  });

  it('refuses below the minimum and beyond the spot balance, on the amount', () => {
    const { actor } = start();
    actor.send({ type: 'submit', patch: { amount: '5', agreed: true } });
    expect(selectRefusals(actor.getSnapshot())[0]).toEqual({
      problem: 'The amount is below the minimum',
      fields: ['amount'],
    });
    actor.send({ type: 'submit', patch: { amount: '600' } });
    expect(selectRefusals(actor.getSnapshot())[0]?.problem).toBe('Insufficient available balance');
  });

  it('says why a product cannot be bought: canPurchase off, identity, sold out', () => {
    const off = start({ ...TERMS, canPurchase: false });
    off.actor.send({ type: 'submit', patch: { amount: '100', agreed: true } });
    expect(selectRefusals(off.actor.getSnapshot())[0]?.problem).toBe(
      'Purchases are not available for this account',
    );
    const unverified = start({ ...TERMS, verified: false });
    unverified.actor.send({ type: 'submit', patch: { amount: '100', agreed: true } });
    expect(selectRefusals(unverified.actor.getSnapshot())[0]?.problem).toBe('Verify your identity first');
    const soldOut = start({ ...TERMS, product: { ...PRODUCT, sold: '1000' } });
    soldOut.actor.send({ type: 'submit', patch: { amount: '100', agreed: true } });
    expect(selectRefusals(soldOut.actor.getSnapshot())[0]?.problem).toBe('Sold out');
  });

  it('confirms first, then sends exactly the product and the amount in plain digits', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'submit', patch: { amount: ' １００ ', agreed: true } });
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    await Promise.resolve();
    expect(sent).toEqual([{ productId: 'finance-usdt-7', amount: '100' }]);
  });
});
