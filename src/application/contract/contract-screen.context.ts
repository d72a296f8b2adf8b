import { ContractAccount } from '../../domain/contract/contract';
import { NO_PAIR_PRICES } from '../../domain/contract/pair-prices';
import { payCoinAvailable } from '../../domain/contract/pay-coin';
import { keptDraft } from '../shared/draft-store';
import type { ContractScreenContext, ContractScreenDeps, ScreenInput } from './contract-screen.types';
import type { OrderDraft, OrderTerms } from './order.types';

/** The screen's context besides its children (the account, the order, the scope). */
export type ScreenKnown = Omit<ContractScreenContext, 'account' | 'order' | 'scope'>;

/** What the order is checked against: the shown account's config, the pay coin's balance, the price. */
export const termsOf = (context: ScreenKnown): OrderTerms => ({
  ...context.config,
  available: payCoinAvailable(context.balances, context.quoteCoin),
  baseCoin: context.baseCoin,
  quoteCoin: context.quoteCoin,
  priceHold: context.priceHold,
  confirmReal: context.confirmReal,
});

/** What a screen opens with: the kept account (a user practising on demo comes back to demo). */
export function openingKnown(deps: ContractScreenDeps, input: ScreenInput): ScreenKnown {
  // Only the confirmed switch leaves the demo account; a first visit opens the real one.
  const opening = deps.keptAccount() ?? ContractAccount.real;
  return {
    scopeAccount: opening,
    feeds: input.feeds,
    baseCoin: input.baseCoin,
    quoteCoin: input.quoteCoin,
    balances: null,
    prices: NO_PAIR_PRICES,
    feedStates: {},
    // Unknown until a feed speaks (each speaks as the screen starts).
    priceHold: null,
    // Nothing may be sent before the first config says which account and durations hold.
    config: { account: opening, pendingAccount: opening, durations: [], feeRate: '0' },
    resetAmountOnConfig: input.resetAmountOnConfig ?? false,
    confirmReal: deps.asksBeforeRealOrders(),
  };
}

/** The order's input: the terms known so far and the draft kept from the last visit. */
export function orderInput(deps: ContractScreenDeps, input: ScreenInput, known: ScreenKnown) {
  const kept = keptDraft<OrderDraft>(deps.drafts, 'contract-order');
  return {
    terms: termsOf(known),
    draft: { ...(input.openAmount === undefined ? {} : { openAmount: input.openAmount }), ...kept.draft },
    keep: kept.keep,
  };
}
