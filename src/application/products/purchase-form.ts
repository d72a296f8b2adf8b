import type { Holding, YieldProduct } from '../../domain/products/products';
import type { PurchaseRequest } from '../../domain/products/products.port';
import {
  PurchaseProblem,
  purchaseAmount,
  purchaseBlock,
  purchaseProblem,
  type PurchaseBlock,
  type PurchaseDraft,
} from '../../domain/products/purchase-rules';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules, Refusal } from '../shared/form.types';

/** What the screen knows besides the draft: the product, the account's flags, spot, server time. */
export interface PurchaseTerms {
  product: YieldProduct | null;
  /** SPEC section 6: canPurchase ('1' when the profile holds none). */
  canPurchase: boolean;
  verified: boolean;
  /** Spot balance of the product's coin; null while unknown (the server checks it). */
  available: string | null;
  /** What the user already holds of the product. */
  held: string;
  now: () => number;
}

export type PurchaseField = 'amount' | 'agreed';

export interface PurchaseShape {
  draft: PurchaseDraft;
  terms: PurchaseTerms;
  request: PurchaseRequest;
  output: Holding;
  problem: PurchaseProblem | PurchaseBlock;
  field: PurchaseField;
}

export type PurchaseFormMachine = FormMachine<PurchaseShape>;

export const EMPTY_PURCHASE: PurchaseDraft = { amount: '', agreed: false };

export const NO_PURCHASE_TERMS: PurchaseTerms = {
  product: null,
  canPurchase: true,
  verified: true,
  available: null,
  held: '0',
  now: () => Date.now(),
};

function refusalsOf(
  draft: PurchaseDraft,
  terms: PurchaseTerms,
): Refusal<PurchaseShape['problem'], PurchaseField>[] {
  const { product } = terms;
  if (product === null) return [{ problem: PurchaseProblem.enterAmount, fields: ['amount'] }];
  const context = { ...terms, now: terms.now() };
  // A product that cannot be bought says why (the screen shows it instead of the button too).
  const block = purchaseBlock(product, context);
  if (block !== null) return [{ problem: block, fields: [] }];
  const problem = purchaseProblem(product, draft, context);
  if (problem === null) return [];
  return [{ problem, fields: [problem === PurchaseProblem.agreement ? 'agreed' : 'amount'] }];
}

export const purchaseRules: FormRules<PurchaseShape> = {
  empty: EMPTY_PURCHASE,
  terms: NO_PURCHASE_TERMS,
  check: refusalsOf,
  // The user confirms the honest numbers (rate, return, lock-up, maturity) before money moves.
  confirm: () => true,
  request: (draft, terms) => ({
    productId: terms.product?.id ?? '',
    amount: purchaseAmount(draft.amount) ?? '0',
  }),
  // The agreement is accepted for each purchase; only the amount outlives the screen.
  kept: (draft) => ({ amount: draft.amount }),
};

/** One purchase of a yield product: moves money, so a lost answer is reconciled, never resent. */
export const createPurchaseForm = (): PurchaseFormMachine =>
  createFormMachine<PurchaseShape>(purchaseRules, { movesMoney: true });
