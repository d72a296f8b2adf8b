import { sub } from '../../../../../domain/precision';
import { lookalikeOf } from '../../../../../domain/withdraw/address-poisoning';
import { WithdrawalStatus } from '../../../../../domain/withdraw/withdrawal';
import type { EngineContext } from '../../engine-context';
import type { UserRecord } from '../../user-records';
import { addTo, freeze, move, negate } from '../../ledger';
import { AssetRecordType } from '../../record-types';
import type { StoredWithdrawal } from '../wallet-state';
import { addressesOf } from './saved-addresses';

// The withdrawals' work on the clock, apart from the requests (withdrawals.ts): the balances
// part needs it for every balance it reads, on screens that never ask for a withdrawal, so it
// comes without the checks of codes, second factors and addresses a request goes through.

/** The simulated review's one reason to refuse (DESIGN: say why, never a silent no). */
export const LOOKALIKE_REJECTED = 'The address resembles a saved address with a different middle';

/** A cancelled or rejected withdrawal: its frozen amount goes back to spot, with its record. */
export function giveBack(
  context: EngineContext,
  user: UserRecord,
  entry: StoredWithdrawal,
  at: number,
): void {
  freeze(user, 'spot', entry.coin, negate(entry.amount));
  move(context, user, {
    account: 'spot',
    currency: entry.coin,
    amount: entry.amount,
    tradeType: AssetRecordType.withdrawReturned,
    remark: `Withdrawal returned #${entry.id}`,
    at,
  });
}

/**
 * The simulated review, due at reviewAt: a withdrawal to an address that imitates a saved
 * one (address poisoning) is rejected and returned; every other one is paid out.
 */
export function settleWithdrawals(context: EngineContext, now: number): void {
  const { state } = context;
  const due = state.withdrawals
    .filter((entry) => entry.status === WithdrawalStatus.pending && entry.reviewAt <= now)
    .sort((a, b) => a.reviewAt - b.reviewAt || Number(a.id) - Number(b.id));
  for (const entry of due) {
    const user = state.users.find((candidate) => candidate.id === entry.userId);
    if (!user) continue;
    if (lookalikeOf(entry.address, addressesOf(context, user)) !== null) {
      entry.status = WithdrawalStatus.rejected;
      entry.remark = LOOKALIKE_REJECTED;
      giveBack(context, user, entry, entry.reviewAt);
      continue;
    }
    entry.status = WithdrawalStatus.finished;
    freeze(user, 'spot', entry.coin, negate(entry.amount));
    addTo(state.walletHouse.fees, entry.coin, entry.fee);
    addTo(state.walletHouse.payouts, entry.coin, sub(entry.amount, entry.fee));
  }
}
