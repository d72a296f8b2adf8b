import { fromCallback } from 'xstate';
import { availableByCoin, frozenByCoin } from '../../domain/wallet/balances';
import { OPEN_GUARD } from '../../domain/withdraw/withdraw-guard';
import type { Withdrawal } from '../../domain/withdraw/withdrawal';
import { selectItems } from '../paging/paged-list.selectors';
import { watchSelected } from '../shared/watch-selected';
import type { WithdrawTerms } from './withdraw-form';
import type { WithdrawScreenContext, WithdrawScreenEvent } from './withdraw-screen.types';

/**
 * The form's terms from what the screen holds: the book, the spot balances, server time, and
 * whether the profile has an authenticator bound.
 */
export function termsOf(context: WithdrawScreenContext, now: () => number): WithdrawTerms {
  return {
    config: context.book?.config ?? [],
    saved: context.book?.saved ?? [],
    past: context.past,
    available: context.spot ? availableByCoin(context.spot) : {},
    frozen: context.spot ? frozenByCoin(context.spot) : {},
    now,
    guard: context.book?.guard ?? OPEN_GUARD,
    authenticator: context.authenticator,
  };
}

/** Where the records shown went: the past withdrawals a typed address is compared with. */
export const watchRecords = fromCallback<WithdrawScreenEvent, { records: WithdrawScreenContext['records'] }>(
  ({ input, sendBack }) =>
    watchSelected(input.records, selectItems<Withdrawal>, (items) =>
      sendBack({ type: 'records.changed', past: items.map((item) => item.address) }),
    ),
);
