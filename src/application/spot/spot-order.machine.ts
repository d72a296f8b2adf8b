import { amountPlaces, cutTyped, pricePlaces, totalPlaces } from '../../domain/spot/spot-rules';
import { createFormMachine, type FormMachine } from '../shared/form.machine';
import { needsConfirmation, requestOf, spotRefusals } from './spot-order-request';
import type { SpotOrderDraft, SpotOrderShape, SpotOrderTerms } from './spot-order.types';

export type * from './spot-order.types';

export const EMPTY_SPOT_ORDER: SpotOrderDraft = {
  side: 'buy',
  type: 'limit',
  price: '',
  amount: '',
  sizing: 'amount',
  total: '',
};

/** A typed price, amount or total is cut to the pair's places as it is typed. */
function typed(draft: SpotOrderDraft, patch: Partial<SpotOrderDraft>, terms: SpotOrderTerms) {
  const { baseCoin, quoteCoin } = terms;
  const next = { ...draft, ...patch };
  if (patch.price !== undefined) next.price = cutTyped(patch.price, pricePlaces(baseCoin, quoteCoin));
  if (patch.amount !== undefined) next.amount = cutTyped(patch.amount, amountPlaces(baseCoin, quoteCoin));
  if (patch.total !== undefined) next.total = cutTyped(patch.total, totalPlaces(baseCoin, quoteCoin));
  return next;
}

/**
 * A spot order of one pair, as an instance of the one form machine: the domain's rules (and a
 * stale book) refuse before anything is sent; a limit price more than 10 % through the market
 * is confirmed first; a success clears the amount and the total. It moves money: a lost answer is looked for
 * in the exchange's lists (the use cases supply how), found means placed, not found leaves the
 * outcome unknown, and nothing is sent again but by the trader's own press.
 */
export const spotOrderForm = createFormMachine<SpotOrderShape>(
  {
    empty: EMPTY_SPOT_ORDER,
    edit: typed,
    check: spotRefusals,
    confirm: needsConfirmation,
    request: requestOf,
    afterSuccess: (draft) => ({ ...draft, amount: '', total: '' }),
    // What was typed for this pair is there again after leaving the screen.
    kept: (draft) => draft,
  },
  { movesMoney: true },
);

export type SpotOrderForm = FormMachine<SpotOrderShape>;
