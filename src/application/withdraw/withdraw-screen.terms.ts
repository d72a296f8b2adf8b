import { availableByCoin, frozenByCoin } from '../../domain/wallet/balances';
import { OPEN_GUARD } from '../../domain/withdraw/withdraw-guard';
import type { WithdrawTerms } from './withdraw-form';
import type { WithdrawScreenContext } from './withdraw-screen.types';

/**
 * The form's terms from what the screen holds: the book, the spot balances, server time, and
 * whether the profile has an authenticator bound.
 */
export function termsOf(context: WithdrawScreenContext, now: () => number): WithdrawTerms {
  return {
    config: context.book?.config ?? [],
    saved: context.book?.saved ?? [],
    past: context.book?.past ?? [],
    available: context.spot ? availableByCoin(context.spot) : {},
    frozen: context.spot ? frozenByCoin(context.spot) : {},
    now,
    guard: context.book?.guard ?? OPEN_GUARD,
    authenticator: context.authenticator,
  };
}
