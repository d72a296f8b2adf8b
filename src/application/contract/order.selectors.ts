import type { SnapshotFrom } from 'xstate';
import { payoutPreview } from '../../domain/contract/payout-preview';
import type { OrderMachine } from './order.machine';

type OrderSnapshot = SnapshotFrom<OrderMachine>;

export const selectOpenAmount = (snapshot: OrderSnapshot) => snapshot.context.openAmount;
export const selectDuration = (snapshot: OrderSnapshot) => snapshot.context.duration;
export const selectDurations = (snapshot: OrderSnapshot) => snapshot.context.durations;
/** Sending, or reloading positions and balances after a lost answer: the buttons stay off. */
export const selectSubmitting = (snapshot: OrderSnapshot) =>
  snapshot.matches('submitting') || snapshot.matches('reconciling');
export const selectRefusal = (snapshot: OrderSnapshot) => snapshot.context.refusal;
export const selectFailure = (snapshot: OrderSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
export const selectSucceeded = (snapshot: OrderSnapshot) => snapshot.matches('succeeded');
/** True while the account shown has no config: Up / Down stay off (refusal 'account'). */
export const selectAccountPending = (snapshot: OrderSnapshot) => snapshot.context.pendingAccount !== null;
/** Why Up / Down are off before any press: 'stale' or 'noPrice' for the pair; null when priced. */
export const selectPriceHold = (snapshot: OrderSnapshot) => snapshot.context.priceHold;

/** Fee, payout on win and break-even rate for the typed amount; null until it is one. */
export const selectPreview = (snapshot: OrderSnapshot) => {
  const { openAmount, duration, feeRate } = snapshot.context;
  return duration ? payoutPreview(openAmount, duration, feeRate) : null;
};

export const selectBaseCoin = (snapshot: OrderSnapshot) => snapshot.context.baseCoin;
/** The pay coin: the order's quote coin (USDT or USDC). */
export const selectQuoteCoin = (snapshot: OrderSnapshot) => snapshot.context.quoteCoin;
export const selectAvailable = (snapshot: OrderSnapshot) => snapshot.context.available;
export const selectFeeRate = (snapshot: OrderSnapshot) => snapshot.context.feeRate;
/** Direction of the order being sent, so only its button shows progress. */
export const selectTradeType = (snapshot: OrderSnapshot) => snapshot.context.tradeType;
