import type { SnapshotFrom } from 'xstate';
import { feeOfFills, walkBook } from '../../domain/spot/book-walk';
import type { BookLevel } from '../../domain/spot/book-walk';
import type { SpotOrderMachine } from './spot-order.machine';

type Snapshot = SnapshotFrom<SpotOrderMachine>;

export const selectSide = (snapshot: Snapshot) => snapshot.context.side;
export const selectOrderType = (snapshot: Snapshot) => snapshot.context.type;
export const selectPrice = (snapshot: Snapshot) => snapshot.context.price;
export const selectAmount = (snapshot: Snapshot) => snapshot.context.amount;
export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusal;
export const selectFailure = (snapshot: Snapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
/** Sending, or asking whether a lost order arrived: the button stays busy either way. */
export const selectBusy = (snapshot: Snapshot) =>
  snapshot.matches('submitting') || snapshot.matches('checking');
export const selectConfirming = (snapshot: Snapshot) => snapshot.matches('confirming');

/** Before a market order: the average price, slippage and fee the current book implies. */
export function marketPreview(snapshot: Snapshot, levels: readonly BookLevel[]) {
  const { side, amount } = snapshot.context;
  if (!/^\d+(\.\d+)?$/.test(amount)) return null;
  const fill = walkBook(side, levels, amount);
  return { ...fill, fee: feeOfFills(fill.fills) };
}
