import type { EarlyRedemption, Holding } from '../../domain/products/products';
import { RedeemProblem, redemptionTerms } from '../../domain/products/redemption';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules } from '../shared/form.types';

/** What the screen knows: the holding chosen, its product's early-exit terms, server time. */
export interface RedeemTerms {
  holding: Holding | null;
  early: EarlyRedemption | null;
  now: () => number;
}

export interface RedeemShape {
  draft: { holdingId: string };
  terms: RedeemTerms;
  request: string;
  output: Holding;
  problem: RedeemProblem;
  field: never;
}

export type RedeemFormMachine = FormMachine<RedeemShape>;

export const NO_REDEEM_TERMS: RedeemTerms = { holding: null, early: null, now: () => Date.now() };

/** What redeeming the chosen holding pays now, as the confirmation states it; null: not now. */
export const termsOfRedeem = (terms: RedeemTerms) =>
  terms.holding && terms.early ? redemptionTerms(terms.holding, terms.early, terms.now()) : null;

export const redeemRules: FormRules<RedeemShape> = {
  empty: { holdingId: '' },
  terms: NO_REDEEM_TERMS,
  check: (_draft, terms) =>
    termsOfRedeem(terms) === null ? [{ problem: RedeemProblem.notNow, fields: [] }] : [],
  // The fee and the interest taken back are stated before the user confirms.
  confirm: () => true,
  request: (_draft, terms) => terms.holding?.id ?? '',
};

/** Redeeming a holding moves money: a lost answer is reconciled, never resent. */
export const createRedeemForm = (): RedeemFormMachine =>
  createFormMachine<RedeemShape>(redeemRules, { movesMoney: true });
