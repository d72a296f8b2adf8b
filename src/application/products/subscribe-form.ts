import type { SubscribeRequest } from '../../domain/products/products.port';
import { purchaseAmount } from '../../domain/products/purchase-rules';
import {
  SubscribeProblem,
  subscribeProblem,
  type Subscription,
  type SubscriptionProject,
} from '../../domain/products/subscription';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { FormRules, Refusal } from '../shared/form.types';

/** What the screen knows besides the draft: the project, spot USDT, what the user committed, server time. */
export interface SubscribeTerms {
  project: SubscriptionProject | null;
  /** Spot USDT; null while unknown (the server checks it). */
  available: string | null;
  /** What the user has committed to the project already (the maximum is per user). */
  committed: string;
  now: () => number;
}

export interface SubscribeDraft {
  amount: string;
}

export interface SubscribeShape {
  draft: SubscribeDraft;
  terms: SubscribeTerms;
  request: SubscribeRequest;
  output: Subscription;
  problem: SubscribeProblem;
  field: 'amount';
}

export type SubscribeFormMachine = FormMachine<SubscribeShape>;

export const NO_SUBSCRIBE_TERMS: SubscribeTerms = {
  project: null,
  available: null,
  committed: '0',
  now: () => Date.now(),
};

function refusalsOf(draft: SubscribeDraft, terms: SubscribeTerms): Refusal<SubscribeProblem, 'amount'>[] {
  if (terms.project === null) return [{ problem: SubscribeProblem.enterAmount, fields: ['amount'] }];
  const problem = subscribeProblem(terms.project, draft.amount, { ...terms, now: terms.now() });
  if (problem === null) return [];
  // A project that is not open is no fault of the amount typed.
  return [{ problem, fields: problem === SubscribeProblem.notOpen ? [] : ['amount'] }];
}

export const subscribeRules: FormRules<SubscribeShape> = {
  empty: { amount: '' },
  terms: NO_SUBSCRIBE_TERMS,
  check: refusalsOf,
  // The user confirms what they pay, the most they can receive and what an oversubscription refunds.
  confirm: () => true,
  request: (draft, terms) => ({
    projectId: terms.project?.id ?? '',
    amount: purchaseAmount(draft.amount) ?? '0',
  }),
  kept: (draft) => ({ amount: draft.amount }),
};

/** One commitment to a new-coin project: moves money, so a lost answer is reconciled, never resent. */
export const createSubscribeForm = (): SubscribeFormMachine =>
  createFormMachine<SubscribeShape>(subscribeRules, { movesMoney: true });
