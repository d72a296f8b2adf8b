import { createFormMachine, type FormMachine } from '../shared/form.machine';
import type { SpotPair } from './spot-order.types';

/** One working order by its id, or every working order of the pair. */
export type CancelRequest = { kind: 'one'; orderId: string } | { kind: 'all' };

/** What a cancel sends: what to cancel, and the pair whose orders 'all' means. */
export interface CancelOrder {
  target: CancelRequest;
  pair: SpotPair;
}

export interface SpotCancelShape {
  /** Named with the press (`submit` with the target as its patch): a row's Cancel or Cancel all. */
  draft: { target: CancelRequest | null };
  terms: SpotPair;
  request: CancelOrder;
  /** How many orders were cancelled. */
  output: number;
  problem: 'Nothing to cancel';
  field: never;
}

/**
 * Cancelling one working order or all of the pair's, as an instance of the one form machine:
 * one cancel at a time (a press while one is on its way sends nothing), and each end is told
 * to the screen, which reloads its lists and balances and toasts the outcome. A cancel frees
 * money but moves none: a lost answer is a failure the trader may simply press again.
 */
export const spotCancelForm = createFormMachine<SpotCancelShape>({
  empty: { target: null },
  check: (draft) => (draft.target === null ? [{ problem: 'Nothing to cancel', fields: [] }] : []),
  request: (draft, pair) => ({ target: draft.target ?? { kind: 'all' }, pair }),
});

export type SpotCancelForm = FormMachine<SpotCancelShape>;
