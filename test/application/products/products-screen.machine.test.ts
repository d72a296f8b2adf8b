import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createPagedListMachine } from '../../../src/application/paging/paged-list.machine';
import { createHoldingsScreenMachine } from '../../../src/application/products/holdings-screen.machine';
import {
  createProductsScreenMachine,
  type ProductsScreenEmitted,
} from '../../../src/application/products/products-screen.machine';
import {
  selectChosenProduct,
  selectPurchaseActor,
  selectRedeemActor,
  selectRedemption,
} from '../../../src/application/products/products-screen.selectors';
import { createPurchaseForm } from '../../../src/application/products/purchase-form';
import { createRedeemForm } from '../../../src/application/products/redeem-form';
import { createDraftStore } from '../../../src/application/shared/draft-store';
import { provideForm } from '../../../src/application/shared/form.provide';
import { selectFirstRefusal, selectFormTerms } from '../../../src/application/shared/form.selectors';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import { PRODUCTS_SETTINGS } from '../../../src/adapters/demo/engine/parts/products/products-settings';
import { DAY_MS, type Holding, type YieldProduct } from '../../../src/domain/products/products';
import type { PurchaseRights } from '../../../src/domain/products/purchase-rules';
import { lost } from '../../support/fixtures/gateway-failures';

const FINANCE: YieldProduct = { ...(PRODUCTS_SETTINGS.products[0] as Omit<YieldProduct, 'sold'>), sold: '0' };

const HOLDING: Holding = {
  id: '9',
  productId: FINANCE.id,
  kind: 'finance',
  name: FINANCE.name,
  coin: 'USDT',
  amount: '1000',
  dailyRate: FINANCE.dailyRate,
  payout: 'daily',
  termDays: 7,
  interestPaid: '1',
  status: 'Hosting',
  startedAt: 0,
  maturesAt: 7 * DAY_MS,
  endedAt: null,
};

const flush = async () => {
  for (let i = 0; i < 30; i += 1) await Promise.resolve();
};

function spotAccountCounting(reads: { balances: number }) {
  return startSpotAccount({
    gateway: {
      balances: async () => {
        reads.balances += 1;
        return [{ currencyName: 'USDT', availableCurrency: '500', frozenCurrency: '0' }];
      },
    },
  });
}

function startProducts(options: { signedIn?: boolean; send?: () => Promise<Holding> } = {}) {
  const reads = { balances: 0, products: 0 };
  let tell: (rights: PurchaseRights | null) => void = () => {};
  const machine = createProductsScreenMachine({
    form: provideForm(createPurchaseForm(), {
      send: options.send ?? (async () => HOLDING),
      reconcile: async () => null,
    }),
    spotAccount: spotAccountCounting(reads),
    drafts: createDraftStore(),
    now: () => 1_000,
  }).provide({
    actors: {
      loadProducts: fromPromise(async () => {
        reads.products += 1;
        return [FINANCE];
      }),
    },
  });
  const rights = {
    watch: (changed: (value: PurchaseRights | null) => void) => {
      tell = changed;
      changed(null);
      return () => {};
    },
  };
  const actor = createActor(machine, {
    input: { kind: 'finance', signedIn: options.signedIn ?? true, rights },
  }).start();
  const emitted: ProductsScreenEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, reads, emitted, tell: (value: PurchaseRights | null) => tell(value) };
}

/** Chooses the finance product and buys 100 of it through the confirmation. */
async function buyThrough(actor: ReturnType<typeof startProducts>['actor']) {
  actor.send({ type: 'product.choose', productId: FINANCE.id });
  const form = selectPurchaseActor(actor.getSnapshot());
  form.send({ type: 'edit', patch: { amount: '100', agreed: true } });
  form.send({ type: 'submit' });
  form.send({ type: 'confirm' });
  await flush();
}

describe('the products screen', () => {
  it('hands the chosen product, the spot balance and the rights to the purchase form', async () => {
    const { actor, tell } = startProducts();
    await flush();
    actor.send({ type: 'product.choose', productId: FINANCE.id });
    expect(selectChosenProduct(actor.getSnapshot())?.id).toBe(FINANCE.id);
    const form = selectPurchaseActor(actor.getSnapshot());
    expect(selectFormTerms(form.getSnapshot())).toMatchObject({ product: FINANCE, available: '500' });
    tell({ canPurchase: true, verified: false });
    form.send({ type: 'edit', patch: { amount: '100', agreed: true } });
    form.send({ type: 'submit' });
    expect(selectFirstRefusal(form.getSnapshot())).toBe('Verify your identity first');
  });

  it('a visitor sees the products and no spot account is read', async () => {
    const { reads } = startProducts({ signedIn: false });
    await flush();
    expect(reads).toEqual({ balances: 0, products: 1 });
  });

  it('after a purchase reloads the products and spot, closes the card and emits it', async () => {
    const { actor, reads, emitted } = startProducts();
    await flush();
    await buyThrough(actor);
    expect(emitted).toContainEqual({ type: 'purchased', holding: HOLDING });
    expect(reads).toEqual({ balances: 2, products: 2 });
    expect(selectChosenProduct(actor.getSnapshot())).toBeNull();
  });

  it('a lost answer not found afterwards reloads as well and says the outcome is unknown', async () => {
    const { actor, reads, emitted } = startProducts({ send: () => Promise.reject(lost()) });
    await flush();
    await buyThrough(actor);
    expect(emitted).toContainEqual({ type: 'purchase.unknown' });
    expect(reads.products).toBe(2);
  });
});

function startHoldings(canAdvance: boolean) {
  const reads = { balances: 0, records: 0, advanced: 0 };
  const machine = createHoldingsScreenMachine({
    records: createPagedListMachine<Holding>().provide({
      actors: {
        fetchPage: fromPromise(async () => {
          reads.records += 1;
          return { list: [HOLDING], sum: 1 };
        }),
      },
    }),
    redeem: provideForm(createRedeemForm(), { send: async () => ({ ...HOLDING, endedAt: DAY_MS }) }),
    spotAccount: spotAccountCounting(reads),
    canAdvance,
    now: () => 2 * DAY_MS,
  }).provide({
    actors: {
      loadProducts: fromPromise(async () => [FINANCE]),
      advanceDays: fromPromise(async ({ input }: { input: { days: number } }) => {
        reads.advanced += input.days;
        return reads.advanced;
      }),
    },
  });
  const actor = createActor(machine).start();
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, reads, emitted };
}

describe('the holdings screen', () => {
  it('states the early terms of the chosen holding, and after the redemption reloads and emits', async () => {
    const { actor, reads, emitted } = startHoldings(true);
    await flush();
    actor.send({ type: 'redeem.choose', holding: HOLDING });
    const redeem = selectRedeemActor(actor.getSnapshot());
    // 0.5 % of 1000 and the 1 USDT paid come off: 994 arrive.
    expect(selectRedemption(redeem.getSnapshot())).toMatchObject({ early: true, fee: '5', receive: '994' });
    redeem.send({ type: 'submit' });
    redeem.send({ type: 'confirm' });
    await flush();
    expect(emitted.map((event) => event.type)).toContain('redeemed');
    expect(reads.records).toBe(2);
    expect(reads.balances).toBe(2);
  });

  it('advances the product days where the control exists, then reloads the records and spot', async () => {
    const { actor, reads, emitted } = startHoldings(true);
    await flush();
    actor.send({ type: 'days.advance', days: 1 });
    await flush();
    expect(reads.advanced).toBe(1);
    expect(emitted).toContainEqual({ type: 'days.advanced', total: 1 });
    expect(reads.records).toBe(2);
  });

  it('has no day control in http mode', async () => {
    const { actor, reads } = startHoldings(false);
    await flush();
    actor.send({ type: 'days.advance', days: 1 });
    await flush();
    expect(reads.advanced).toBe(0);
  });
});
