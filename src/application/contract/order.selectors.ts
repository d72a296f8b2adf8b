import type { SnapshotFrom } from 'xstate';
import { payoutPreview } from '../../domain/contract/payout-preview';
import { durationOf } from './order-request';
import type { OrderForm } from './order.machine';

type OrderSnapshot = SnapshotFrom<OrderForm>;

export const selectOpenAmount = (snapshot: OrderSnapshot) => snapshot.context.draft.openAmount;
/** The duration chosen, else the config's first; null until the config has arrived. */
export const selectDuration = ({ context }: OrderSnapshot) => durationOf(context.draft, context.terms);
export const selectDurations = (snapshot: OrderSnapshot) => snapshot.context.terms.durations;
/** Sending, or reloading positions and balances after a lost answer: the buttons stay off. */
export const selectSubmitting = (snapshot: OrderSnapshot) =>
  snapshot.matches('submitting') || snapshot.matches('reconciling');
/** Why the last press was refused before sending; null when it was not. */
export const selectRefusal = (snapshot: OrderSnapshot) => snapshot.context.refusals[0]?.problem ?? null;
/** Why the last order failed; `outcome-unknown` after a lost answer. */
export const selectFailure = (snapshot: OrderSnapshot) => snapshot.context.failure;
/** The order the account shown loaded is the one it opened. */
export const selectOrderAccount = (snapshot: OrderSnapshot) => snapshot.context.terms.account;
/** True while the account shown has no config: Up / Down stay off (refusal 'account'). */
export const selectAccountPending = (snapshot: OrderSnapshot) =>
  snapshot.context.terms.pendingAccount !== null;
/** Why Up / Down are off before any press: 'stale' or 'noPrice' for the pair; null when priced. */
export const selectPriceHold = (snapshot: OrderSnapshot) => snapshot.context.terms.priceHold;

/** Fee, payout on win and break-even rate for the typed amount; null until it is one. */
export const selectPreview = (snapshot: OrderSnapshot) => {
  const duration = selectDuration(snapshot);
  const { draft, terms } = snapshot.context;
  return duration ? payoutPreview(draft.openAmount, duration, terms.feeRate) : null;
};

export const selectBaseCoin = (snapshot: OrderSnapshot) => snapshot.context.terms.baseCoin;
/** The pay coin: the order's quote coin (USDT or USDC). */
export const selectQuoteCoin = (snapshot: OrderSnapshot) => snapshot.context.terms.quoteCoin;
export const selectAvailable = (snapshot: OrderSnapshot) => snapshot.context.terms.available;
export const selectFeeRate = (snapshot: OrderSnapshot) => snapshot.context.terms.feeRate;
/** Direction of the order being sent, so only its button shows progress. */
export const selectTradeType = (snapshot: OrderSnapshot) => snapshot.context.draft.tradeType;

/**
 * The real-money order waiting for its confirmation, exactly as it will be sent, with its fee
 * and payout on win; null when none waits.
 */
export const selectOrderToConfirm = (snapshot: OrderSnapshot) => {
  if (!snapshot.matches('confirming')) return null;
  const { request, terms } = snapshot.context;
  const duration = terms.durations.find((d) => d.second === request?.positionTime);
  const preview = request && duration ? payoutPreview(request.openAmount, duration, terms.feeRate) : null;
  return request && preview ? { request, preview } : null;
};
